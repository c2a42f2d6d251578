import { describe, expect, it } from 'vitest';
import { childrenIndex, type TreeMember } from './members';
import { buildSpouseIndex } from './spouses';
import { member } from './test-members';

function index(rows: TreeMember[], rootId: number | null = null) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const spouses = buildSpouseIndex(rows, byId, childrenIndex(rows, byId), rootId);
  return (id: number) => (spouses.get(id) ?? []).map((m) => m.id);
}

describe('buildSpouseIndex with spouse links', () => {
  it('gives a husband every wife that points at him, his own link first', () => {
    const spousesOf = index([
      member(1, 'عبدالله', { spouse_id: 3 }),
      member(2, 'لطيفة', { gender: 'female', spouse_id: 1 }),
      member(3, 'منيرة', { gender: 'female', spouse_id: 1 }),
    ]);
    expect(spousesOf(1)).toEqual([3, 2]);
    expect(spousesOf(2)).toEqual([1]);
    expect(spousesOf(3)).toEqual([1]);
  });

  it('links both ways from one side and ignores links to nobody or to oneself', () => {
    const spousesOf = index([
      member(1, 'خالد', { spouse_id: 2 }),
      member(2, 'مريم', { gender: 'female' }),
      member(3, 'بدر', { spouse_id: 3 }),
      member(4, 'جاسم', { spouse_id: 77 }),
    ]);
    expect(spousesOf(2)).toEqual([1]);
    expect(spousesOf(3)).toEqual([]);
    expect(spousesOf(4)).toEqual([]);
  });

  it('does not fall back to guessing when any link exists', () => {
    const spousesOf = index([
      member(1, 'سالم', { spouse_id: 2 }),
      member(2, 'نورة', { gender: 'female' }),
      member(3, 'عبدالله', { parent: 1, generation: 2 }),
      member(4, 'منيرة', { gender: 'female', generation: 2 }),
    ]);
    expect(spousesOf(3)).toEqual([]);
  });
});

describe('buildSpouseIndex without any spouse link (the old pairing rule)', () => {
  it('pairs a lineage member with a parentless, childless member of the same generation', () => {
    const spousesOf = index(
      [
        member(1, 'سالم'),
        member(2, 'نورة', { gender: 'female' }),
        member(3, 'عبدالله', { parent: 1, generation: 2 }),
        member(4, 'محمد', { parent: 1, generation: 2 }),
        member(5, 'منيرة', { gender: 'female', generation: 2 }),
        member(6, 'غريب', { generation: 3 }),
      ],
      1,
    );
    expect(spousesOf(1)).toEqual([2]);
    expect(spousesOf(3)).toEqual([5]);
    expect(spousesOf(4)).toEqual([]);
    expect(spousesOf(6)).toEqual([]);
  });

  it('never pairs a parentless member who has children', () => {
    const spousesOf = index(
      [member(1, 'سالم'), member(2, 'أب آخر'), member(3, 'ابنه', { parent: 2, generation: 2 })],
      1,
    );
    expect(spousesOf(1)).toEqual([]);
  });
});
