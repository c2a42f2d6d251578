import { describe, expect, it } from 'vitest';
import { defaultPrivacySettings } from '#shared/family-tree/privacy.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { cacheTags } from '../lib/content-change';
import { memberRecord } from '#shared/testing/members.ts';
import { buildPublicFamily } from './public-family';
import { describeFamilyChange } from './public-family-change';

const NOW = new Date('2026-11-23T00:00:00Z');

const member = (id: number, name: string, overrides: Partial<FamilyMember> = {}) =>
  memberRecord(id, name, { visibility: 'public', ...overrides });

// The founder سالم; his sons عبدالله (father of ناصر) and خالد (father of بدر).
const family: FamilyMember[] = [
  member(1, 'سالم بن عبدالله المثال'),
  member(2, 'عبدالله', { generation: 2, parent: 1 }),
  member(3, 'خالد', { generation: 2, parent: 1 }),
  member(4, 'ناصر', { generation: 3, parent: 2, bio: 'تاجر' }),
  member(5, 'بدر', { generation: 3, parent: 3 }),
];

const view = (members: FamilyMember[]) => buildPublicFamily(members, defaultPrivacySettings, NOW);
const changed = (id: number, overrides: Partial<FamilyMember>) =>
  family.map((record) => (record.id === id ? { ...record, ...overrides } : record));
const scopeOf = async (before: FamilyMember[], after: FamilyMember[]) => {
  const change = await describeFamilyChange(view(before), view(after), 'سالم بن عبدالله');
  return { ...change, tags: new Set(change.scope === 'everything' ? ['everything'] : change.scope) };
};

describe('what a member write changed', () => {
  it('names the member, the pages that list him and his ancestors, not his cousins', async () => {
    const { tags, reducesPublic } = await scopeOf(family, changed(4, { bio: 'تاجر لؤلؤ' }));
    expect(reducesPublic).toBe(false);
    expect(tags).toContain(cacheTags.member(4));
    expect(tags).toContain(cacheTags.pageOf(2));
    expect(tags).toContain(cacheTags.descendantsOf(1));
    expect(tags).toContain(cacheTags.anyMember);
    for (const other of [1, 2, 3, 5]) expect(tags).not.toContain(cacheTags.member(other));
    for (const other of [1, 3, 5]) expect(tags).not.toContain(cacheTags.pageOf(other));
    expect(tags).not.toContain(cacheTags.founder);
  });

  it('names both fathers when a member moves, and the founder when his name is involved', async () => {
    const moved = (await scopeOf(family, changed(4, { parent: 3 }))).tags;
    expect(moved).toContain(cacheTags.pageOf(2));
    expect(moved).toContain(cacheTags.pageOf(3));
    expect(moved).toContain(cacheTags.pageOf(5));
    expect((await scopeOf(family, changed(1, { bio: 'المؤسس' }))).tags).toContain(cacheTags.founder);
  });

  it('says nothing when the public sees nothing new (a hidden member edited)', async () => {
    const hidden = changed(5, { visibility: 'hidden' });
    const edited = hidden.map((record) => (record.id === 5 ? { ...record, bio: 'سر' } : record));
    expect(await describeFamilyChange(view(hidden), view(edited), null)).toEqual({
      scope: [],
      reducesPublic: false,
    });
  });

  it.each([
    ['hidden', changed(4, { visibility: 'hidden' })],
    ['limited', changed(4, { visibility: 'limited' })],
    ['deleted', family.filter((record) => record.id !== 4)],
    ['a field removed', changed(4, { bio: '' })],
    ['taken for living (its death removed)', changed(4, { death: '', birth: '1990' })],
  ])('reduces what the public sees when a member is %s', async (_what, after) => {
    expect((await scopeOf(family, after)).reducesPublic).toBe(true);
  });

  it('does not reduce it when a member is added, renamed or made public', async () => {
    expect(
      (await scopeOf(family, [...family, member(6, 'حمد', { generation: 3, parent: 3 })])).reducesPublic,
    ).toBe(false);
    expect((await scopeOf(family, changed(5, { name: 'بدر الثاني' }))).reducesPublic).toBe(false);
    expect((await scopeOf(changed(5, { visibility: 'limited' }), family)).reducesPublic).toBe(false);
  });
});
