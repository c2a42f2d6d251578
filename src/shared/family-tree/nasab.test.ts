import { describe, expect, it } from 'vitest';
import type { TreeMember } from './members';
import { buildNasab, givenName } from './nasab';
import { member } from './test-members';

function fathersOf(rows: TreeMember[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (m: TreeMember) => (m.parent === null ? null : (byId.get(m.parent) ?? null));
}

describe('givenName', () => {
  it('keeps what precedes the first بن/بنت', () => {
    expect(givenName('عبدالله بن سالم الفلاني')).toBe('عبدالله');
    expect(givenName('العنود بنت مبارك')).toBe('العنود');
    expect(givenName(' خالد ')).toBe('خالد');
    expect(givenName('بنيان')).toBe('بنيان');
  });
});

describe('buildNasab', () => {
  const rows = [
    member(1, 'سالم بن عبدالله الفلاني'),
    member(2, 'عبدالله بن سالم الفلاني', { parent: 1 }),
    member(3, 'خالد بن عبدالله الفلاني', { parent: 2 }),
    member(4, 'ريم بنت خالد الفلاني', { parent: 3, gender: 'female' }),
  ];
  const fatherOf = fathersOf(rows);

  it('chains given names with بن, بنت after a daughter, and closes with the top ancestor’s full name', () => {
    expect(buildNasab(rows[3]!, fatherOf)).toBe('ريم بنت خالد بن عبدالله بن سالم بن عبدالله الفلاني');
    expect(buildNasab(rows[2]!, fatherOf)).toBe('خالد بن عبدالله بن سالم بن عبدالله الفلاني');
  });

  it('is only the name for a member without a father', () => {
    expect(buildNasab(rows[0]!, fatherOf)).toBe('سالم بن عبدالله الفلاني');
  });

  it('stops at the maximum length with given names only', () => {
    expect(buildNasab(rows[3]!, fatherOf, { maxNames: 3 })).toBe('ريم بنت خالد بن عبدالله');
    expect(buildNasab(rows[3]!, fatherOf, { maxNames: 1 })).toBe('ريم بنت خالد الفلاني');
  });

  it('terminates on cyclic data', () => {
    const cyclic = [member(1, 'أ', { parent: 2 }), member(2, 'ب', { parent: 1 })];
    expect(buildNasab(cyclic[0]!, fathersOf(cyclic))).toBe('أ بن ب');
  });
});
