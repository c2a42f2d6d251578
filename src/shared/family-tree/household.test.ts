import { describe, expect, it } from 'vitest';
import { childParents } from './household';

describe('a relative’s new child’s parents', () => {
  it('a man is the father, his chosen wife the mother', () => {
    expect(childParents({ id: 1, gender: 'male' }, { id: 2, gender: 'female' })).toEqual({
      parent: 1,
      mother_id: 2,
    });
    expect(childParents({ id: 1, gender: 'male' }, null)).toEqual({ parent: 1, mother_id: null });
  });

  it('a woman is the mother, her chosen husband the father', () => {
    expect(childParents({ id: 3, gender: 'female' }, { id: 4, gender: 'male' })).toEqual({
      parent: 4,
      mother_id: 3,
    });
    expect(childParents({ id: 3, gender: 'female' }, null)).toEqual({ parent: null, mother_id: 3 });
  });

  it('unrecorded, the spouse’s gender decides; with none, the relative is taken as the father', () => {
    expect(childParents({ id: 5, gender: null }, { id: 6, gender: 'male' })).toEqual({
      parent: 6,
      mother_id: 5,
    });
    expect(childParents({ id: 5, gender: null }, { id: 6, gender: 'female' })).toEqual({
      parent: 5,
      mother_id: 6,
    });
  });
});
