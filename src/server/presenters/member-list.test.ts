import { describe, expect, it } from 'vitest';
import { memberListQuerySchema, type MemberListQuery } from '#shared/schemas/member-list-input.ts';
import type { FamilyMemberRow } from '../db/schema';
import type { MemberWithSpouses } from '../repositories/family-member-rows';
import { defaultPrivacySettings } from '#shared/family-tree/privacy.ts';
import { buildMemberDirectory, memberDirectorySteps, memberYears, presentMemberList } from './member-list';

let nextId = 1;
function member(overrides: Partial<FamilyMemberRow> = {}): MemberWithSpouses {
  const row: FamilyMemberRow = {
    id: nextId++,
    name: 'فرد',
    generation: 1,
    parent_id: null,
    spouse_id: null,
    mother_id: null,
    gender: 'male',
    surname: '',
    name_prefix: '',
    name_suffix: '',
    birth: '',
    death: '',
    birth_year: null,
    death_year: null,
    role: '',
    image: '',
    bio: '',
    highlights: '',
    contact_phone: '',
    contact_email: '',
    contact_area: '',
    contact_visibility: 'nobody',
    relatives_see_full: 1,
    birth_place_id: null,
    death_place_id: null,
    import_batch_id: null,
    visibility: 'auto',
    version: 1,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
  return { row, spouses: [] };
}

const page = (members: MemberWithSpouses[], query: MemberListQuery = {}) =>
  presentMemberList(
    buildMemberDirectory(members, defaultPrivacySettings, new Date('2026-11-23T00:00:00Z')),
    memberListQuerySchema.parse(query),
  );

describe('memberYears', () => {
  it('writes whichever years are known', () => {
    expect(memberYears(1890, 1952)).toBe('1890–1952');
    expect(memberYears(1890, null)).toBe('1890–');
    expect(memberYears(null, 1952)).toBe('–1952');
    expect(memberYears(null, null)).toBe('');
  });

  it('says «ق.م» of a year before Christ rather than a minus sign', () => {
    expect(memberYears(-5, 40)).toBe('5 ق.م–40');
  });
});

describe('presentMemberList', () => {
  it('reads the years from the text when the stored year is missing (rows older than the column)', () => {
    const [row] = page([member({ birth: '1300هـ', death: 'نحو 1950' })]).data;
    expect(row!.years).toBe('1882–1950');
  });

  it('counts a child once when one member is recorded as both its father and its mother', () => {
    const father = member();
    const child = member({ parent_id: father.row.id, mother_id: father.row.id, generation: 2 });
    const data = page([father, child]).data;
    expect(data.find((row) => row.id === father.row.id)!.children).toBe(1);
  });

  it('ends on a cycle in the father links instead of looping', () => {
    const a = member({ name: 'أمين' });
    const b = member({ name: 'بدر', parent_id: a.row.id });
    a.row.parent_id = b.row.id;
    const data = page([a, b], { q: 'بدر' }).data;
    expect(data.map((row) => [row.name, row.nasab])).toEqual([
      ['بدر', 'بدر بن أمين'],
      ['أمين', 'أمين بن بدر'],
    ]);
  });

  it('orders generation, then name in Arabic order, then id', () => {
    const data = page([
      member({ name: 'يوسف', generation: 2 }),
      member({ name: 'أحمد', generation: 2 }),
      member({ name: 'ياسر', generation: 1 }),
    ]).data;
    expect(data.map((row) => row.name)).toEqual(['ياسر', 'أحمد', 'يوسف']);
  });

  it('keeps members without a gender under either gender', () => {
    const members = [member({ gender: 'male' }), member({ gender: 'female' }), member({ gender: null })];
    expect(page(members, { gender: 'female' }).total).toBe(2);
    expect(page(members, { gender: 'male' }).total).toBe(2);
  });

  it('answers the deepest generation whatever the page', () => {
    const members = [member({ generation: 1 }), member({ generation: 31 })];
    expect(page(members, { page: '9' })).toMatchObject({ data: [], total: 2, deepest_generation: 31 });
    expect(page([]).deepest_generation).toBe(0);
  });
});

describe('the directory built in steps (the server keeps one per state of the family)', () => {
  const family = () => {
    const founder = member({ name: 'سالم' });
    const children = Array.from({ length: 1200 }, (_, index) =>
      member({ name: index % 2 ? 'محمد' : 'عبدالله', generation: 2, parent_id: founder.row.id }),
    );
    return [founder, ...children];
  };

  it('offers to pause every few hundred members, its rows and its search index included', () => {
    const members = family();
    const now = new Date('2026-11-23T00:00:00Z');
    const steps = memberDirectorySteps(members, defaultPrivacySettings, now);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    // Presenting, privacy, the children, the rows, their order and the index: each pauses per 500.
    expect(pauses).toBeGreaterThanOrEqual(12);
    const built = step.value;
    const made = buildMemberDirectory(members, defaultPrivacySettings, now);
    expect(built.rows()).toEqual(made.rows());
    expect(built.search('محمد بن سالم').map((row) => row.id)).toEqual(
      made.search('محمد بن سالم').map((row) => row.id),
    );
  });
});
