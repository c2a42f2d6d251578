import { describe, expect, it } from 'vitest';
import { childrenIndex, dropDuplicateIds, findRootMember, isFemale, splitSonsAndDaughters } from './members';
import { member } from './test-members';

describe('dropDuplicateIds', () => {
  it('keeps the first row of an id and reports the later ones', () => {
    const first = member(1, 'سالم');
    const copy = member(1, 'نسخة');
    const { members, dropped } = dropDuplicateIds([first, member(2, 'محمد'), copy]);
    expect(members.map((m) => m.name)).toEqual(['سالم', 'محمد']);
    expect(dropped).toEqual([copy]);
  });
});

describe('childrenIndex', () => {
  it('derives children from parent links and ignores links to nobody or to oneself', () => {
    const rows = [
      member(1, 'أ'),
      member(2, 'ب', { parent: 1 }),
      member(3, 'ج', { parent: 1 }),
      member(4, 'د', { parent: 99 }),
      member(5, 'هـ', { parent: 5 }),
    ];
    const index = childrenIndex(rows, new Map(rows.map((r) => [r.id, r])));
    expect(index.get(1)?.map((m) => m.id)).toEqual([2, 3]);
    expect(index.has(99)).toBe(false);
    expect(index.has(5)).toBe(false);
  });

  it('lists a child under its recorded mother too', () => {
    const rows = [
      member(1, 'أب'),
      member(2, 'أم', { gender: 'female' }),
      member(3, 'ابن', { parent: 1, mother_id: 2 }),
    ];
    const index = childrenIndex(rows, new Map(rows.map((r) => [r.id, r])));
    expect(index.get(1)?.map((m) => m.id)).toEqual([3]);
    expect(index.get(2)?.map((m) => m.id)).toEqual([3]);
  });
});

describe('sons and daughters', () => {
  it('splits by gender', () => {
    const { sons, daughters } = splitSonsAndDaughters([
      member(1, 'خالد', { gender: 'male' }),
      member(2, 'سارة', { gender: 'female' }),
    ]);
    expect(sons.map((m) => m.id)).toEqual([1]);
    expect(daughters.map((m) => m.id)).toEqual([2]);
  });

  it('without a gender, only a name written with «بنت» counts as a daughter', () => {
    expect(isFemale({ gender: null, name: 'ريم بنت عبدالله' })).toBe(true);
    expect(isFemale({ gender: null, name: 'فاطمة' })).toBe(false);
    expect(isFemale({ gender: null, name: 'بنتان' })).toBe(false);
    expect(isFemale({ gender: 'male', name: 'خطأ بنت خطأ' })).toBe(false);
  });
});

describe('findRootMember', () => {
  const rows = [member(1, 'نورة بنت محمد'), member(2, 'سالم بن عبدالله'), member(3, 'عبدالله بن سالم')];
  it('takes the first member whose name contains the founder name', () => {
    expect(findRootMember(rows, 'سالم')?.id).toBe(2);
    expect(findRootMember(rows, '  سالم ')?.id).toBe(2);
  });
  it('finds nobody without a founder name or a match', () => {
    expect(findRootMember(rows, '')).toBeNull();
    expect(findRootMember(rows, undefined)).toBeNull();
    expect(findRootMember(rows, 'مبارك')).toBeNull();
  });
});
