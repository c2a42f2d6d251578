import { describe, expect, it } from 'vitest';
import { ancestorsOf, createBloodLinker, nearestCommonAncestor } from './kinship-blood';
import { indexKinship } from './kinship-index';
import { member } from './test-members';

const f = { gender: 'female' } as const;

/**
 * حمد and موضي's children علي and سالم; علي's daughter سارة married سالم's son فيصل, so their son
 * عبدالله reaches حمد both through his father and through his mother.
 */
const index = indexKinship([
  member(1, 'حمد'),
  member(2, 'موضي', f),
  member(3, 'علي', { parent: 1, mother_id: 2 }),
  member(4, 'سالم', { parent: 1, mother_id: 2 }),
  member(5, 'سارة', { parent: 3, ...f }),
  member(6, 'فيصل', { parent: 4 }),
  member(7, 'عبدالله', { parent: 6, mother_id: 5 }),
  member(8, 'زيد'),
  member(9, 'زينب', { parent: 6, mother_id: 5, ...f }),
]);

describe('ancestorsOf', () => {
  it('walks breadth first, the father before the mother, each ancestor once at its shortest', () => {
    const reached = ancestorsOf(index, 7);
    expect([...reached.keys()]).toEqual([7, 6, 5, 4, 3, 1, 2]);
    expect(reached.get(1)).toEqual({ depth: 3, toward: 4, side: 'father' });
    expect(reached.get(3)).toEqual({ depth: 2, toward: 5, side: 'mother' });
  });

  it('ends on a cycle of fathers', () => {
    const cyclic = indexKinship([member(1, 'أ', { parent: 2 }), member(2, 'ب', { parent: 1 })]);
    expect([...ancestorsOf(cyclic, 1).keys()]).toEqual([1, 2]);
  });
});

describe('nearestCommonAncestor', () => {
  it('meets in the fewest generations, up and down', () => {
    expect(nearestCommonAncestor(ancestorsOf(index, 7), ancestorsOf(index, 3))).toEqual({
      ancestor: 3,
      up: 2,
      down: 0,
      path: [7, 5, 3],
    });
    expect(nearestCommonAncestor(ancestorsOf(index, 5), ancestorsOf(index, 6))).toEqual({
      ancestor: 1,
      up: 2,
      down: 2,
      path: [5, 3, 1, 4, 6],
    });
  });

  it('takes the father’s side on a tie', () => {
    expect(nearestCommonAncestor(ancestorsOf(index, 7), ancestorsOf(index, 9))?.path).toEqual([7, 6, 9]);
    expect(nearestCommonAncestor(ancestorsOf(index, 7), ancestorsOf(index, 1))?.path).toEqual([7, 6, 4, 1]);
  });

  it('is null for members of no common blood', () => {
    expect(nearestCommonAncestor(ancestorsOf(index, 7), ancestorsOf(index, 8))).toBeNull();
  });
});

describe('createBloodLinker', () => {
  it('answers as a fresh walk does, again and again', () => {
    const link = createBloodLinker(index);
    const fresh = nearestCommonAncestor(ancestorsOf(index, 4), ancestorsOf(index, 7));
    expect(link(4, 7)).toEqual(fresh);
    expect(link(4, 7)).toEqual(fresh);
    expect(link(7, 7)).toEqual({ ancestor: 7, up: 0, down: 0, path: [7] });
  });

  it('still answers once more members were walked than it keeps', () => {
    const sons = Array.from({ length: 2_100 }, (_, i) => member(i + 2, 'ابن', { parent: 1 }));
    const large = indexKinship([member(1, 'حمد'), ...sons]);
    const link = createBloodLinker(large);
    for (const son of sons) expect(link(son.id, 2)?.ancestor).toBe(son.id === 2 ? 2 : 1);
    expect(link(3, 2)?.path).toEqual([3, 1, 2]);
  });
});
