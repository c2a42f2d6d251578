import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '../schemas/family-member';
import { memberRecord } from '../testing/members';
import { kinNeighbours, membersWithinSteps, withinSteps } from './kinship-steps';
import { defaultPrivacySettings, publicFamily, readerRecords } from './privacy';

// A signed-in relative's records (decision 049): the living the public sees limited are widened to
// the record the public would get at the full level, no one else changes, and what the marriage
// of two widened spouses says follows them.

const NOW = new Date('2026-11-23T00:00:00Z');

const member = (id: number, overrides: Partial<FamilyMember> = {}): FamilyMember =>
  memberRecord(id, `فرد ${id}`, {
    birth: '1990',
    death: '',
    bio: `نبذة ${id}`,
    image: `/uploads/${id}.webp`,
    ...overrides,
  });

/** 1 a founder long dead; 2 his living son married to 3, divorced; 4 hidden; 5 their daughter. */
function family(): FamilyMember[] {
  return [
    member(1, { birth: '1850', death: '1920', generation: 1 }),
    member(2, { parent: 1, spouses: [{ id: 3, order: 1, ended: 'divorced' }], spouse_id: null }),
    member(3, { gender: 'female', spouses: [{ id: 2, order: 1, ended: 'divorced' }], spouse_id: null }),
    member(4, { parent: 1, visibility: 'hidden' }),
    member(5, { parent: 2, mother_id: 3, gender: 'female' }),
  ];
}

describe('readerRecords', () => {
  it('widens the limited it is told to, with the marriage’s end once both spouses are seen; the rest stay the same objects', () => {
    const members = family();
    const shown = publicFamily(members, defaultPrivacySettings, NOW);
    const byId = new Map(shown.map((record) => [record.id, record]));
    expect(byId.get(2)).not.toHaveProperty('birth');
    const see = readerRecords(shown, (id) => id !== 5);
    expect(see(byId.get(2)!)).toMatchObject({
      visibility: 'public',
      birth: '1990',
      bio: 'نبذة 2',
      spouses: [{ id: 3, order: 1, ended: 'divorced' }],
    });
    // Seen in full but her husband only limited: the divorce is about him too, so it is not told.
    const one = readerRecords(shown, (id) => id === 3);
    expect(one(byId.get(3)!).spouses).toEqual([{ id: 2, order: 1 }]);
    expect(one(byId.get(3)!)).toMatchObject({ visibility: 'public', bio: 'نبذة 3' });
    // The public's record when nothing about it changes for this reader.
    expect(see(byId.get(1)!)).toBe(byId.get(1));
    expect(see(byId.get(5)!)).toBe(byId.get(5));
    expect(byId.has(4)).toBe(false);
  });

  it('never widens a hidden member, nor past the site’s rule on women’s photos', () => {
    const members = family().map((row) => (row.id === 4 ? { ...row, gender: 'male' as const } : row));
    const settings = { living: 'limited' as const, hideWomenPhotos: true };
    const shown = publicFamily([...members, member(6, { parent: 4 })], settings, NOW);
    const stub = shown.find((record) => record.id === 4)!;
    const see = readerRecords(shown, () => true);
    expect(see(stub)).toBe(stub);
    const wife = see(shown.find((record) => record.id === 3)!);
    expect(wife.visibility).toBe('public');
    expect(wife).not.toHaveProperty('image');
  });

  it('answers the public’s records for records it did not make', () => {
    const shown = publicFamily(family(), defaultPrivacySettings, NOW);
    const copy = shown.map((record) => ({ ...record }));
    const see = readerRecords(copy, () => true);
    expect(see(copy[1]!)).toBe(copy[1]);
  });
});

describe('withinSteps', () => {
  it('answers what membersWithinSteps answers, from one index', () => {
    const members = family();
    const neighbours = kinNeighbours(members);
    for (const steps of [0, 1, 2, 3])
      for (const start of [1, 2, 5])
        expect(withinSteps(neighbours, start, steps)).toEqual(membersWithinSteps(members, start, steps));
    expect([...withinSteps(neighbours, 5, 2).keys()].sort()).toEqual([1, 2, 3, 5]);
  });
});
