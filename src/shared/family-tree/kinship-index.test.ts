import { describe, expect, it } from 'vitest';
import { divorced, indexKinship, siblingLink, sideAt } from './kinship-index';
import { member } from './test-members';

const f = { gender: 'female' } as const;

describe('indexKinship', () => {
  it('keeps only parents who are members, and never a member as their own parent', () => {
    const index = indexKinship([
      member(1, 'حمد'),
      member(2, 'موضي', f),
      member(3, 'علي', { parent: 1, mother_id: 2 }),
      member(4, 'سالم', { parent: 4, mother_id: 99 }),
      // A mother recorded as the father too is the father only.
      member(5, 'نورة', { parent: 1, mother_id: 1, ...f }),
    ]);
    expect([...index.fatherOf]).toEqual([
      [3, 1],
      [5, 1],
    ]);
    expect([...index.motherOf]).toEqual([[3, 2]]);
  });

  it('keeps the first row of a duplicate id', () => {
    const index = indexKinship([member(1, 'أحمد بن علي'), member(1, 'مكرر', f)]);
    expect(index.nameOf(1)).toBe('أحمد');
    expect(index.female(1)).toBe(false);
    expect(index.has(1)).toBe(true);
    expect(index.has(2)).toBe(false);
  });

  it('makes a marriage recorded on one side a marriage for both, once', () => {
    const index = indexKinship([
      member(1, 'جاسم', { spouses: [{ id: 2, order: 1, ended: null }] }),
      member(2, 'منى', { ...f, spouses: [{ id: 1, order: 1, ended: null }] }),
      member(3, 'هيا', { ...f, spouses: [{ id: 1, order: 2, ended: null }] }),
      member(4, 'زيد'),
    ]);
    expect(index.spousesOf(1)).toEqual([2, 3]);
    expect(index.spousesOf(3)).toEqual([1]);
    expect(index.spousesOf(4)).toEqual([]);
  });

  it('reads the older spouse_id link', () => {
    const index = indexKinship([member(1, 'جاسم', { spouse_id: 2 }), member(2, 'منى', f)]);
    expect(index.spousesOf(2)).toEqual([1]);
  });
});

describe('sideAt and siblingLink', () => {
  const index = indexKinship([
    member(1, 'حمد'),
    member(2, 'موضي', f),
    member(3, 'عائشة', f),
    member(4, 'علي', { parent: 1, mother_id: 2 }),
    member(5, 'سالم', { parent: 1, mother_id: 2 }),
    member(6, 'مبارك', { parent: 1, mother_id: 3 }),
    member(7, 'فهد'),
    member(8, 'لولوة', { parent: 7, mother_id: 2, ...f }),
    member(9, 'سليمان', { parent: 1 }),
  ]);

  it('says which parent the next step up is', () => {
    expect(sideAt(index, [4, 1], 0)).toBe('father');
    expect(sideAt(index, [4, 2], 0)).toBe('mother');
    expect(sideAt(index, [9, 4, 1], 1)).toBe('father');
  });

  it('tells full, half and unknown siblings apart', () => {
    expect(siblingLink(index, 4, 5)).toBe('full');
    expect(siblingLink(index, 4, 6)).toBe('father');
    expect(siblingLink(index, 4, 8)).toBe('mother');
    // A missing mother proves nothing.
    expect(siblingLink(index, 4, 9)).toBe('unknown');
  });
});

describe('divorced', () => {
  it('holds when either side recorded the divorce', () => {
    const index = indexKinship([
      member(1, 'ناصر', { spouses: [{ id: 2, order: 1, ended: 'divorced' }] }),
      member(2, 'نورة', { ...f, spouses: [{ id: 3, order: 2, ended: 'widowed' }] }),
      member(3, 'فهد'),
    ]);
    expect(divorced(index, 1, 2)).toBe(true);
    expect(divorced(index, 2, 1)).toBe(true);
    expect(divorced(index, 2, 3)).toBe(false);
  });
});
