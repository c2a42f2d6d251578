import { describe, expect, it } from 'vitest';
import { createBloodLinker } from './kinship-blood';
import { closestInLaw, sharedHusband, stepSibling, tieLength } from './kinship-in-law';
import { indexKinship } from './kinship-index';
import { member } from './test-members';

const f = { gender: 'female' } as const;
const wed = (...ids: number[]) => ({ spouses: ids.map((id, i) => ({ id, order: i + 1, ended: null })) });

/**
 * علي married فاطمة and then مريم; مريم has a son ماجد by ثامر before him. فاطمة's brother بدر; علي
 * and فاطمة's son محمد, who married هند.
 */
const index = indexKinship([
  member(1, 'علي', wed(2, 3)),
  member(2, 'فاطمة', { parent: 10, ...f }),
  member(3, 'مريم', f),
  member(4, 'محمد', { parent: 1, mother_id: 2, ...wed(5) }),
  member(5, 'هند', f),
  member(6, 'ماجد', { parent: 7, mother_id: 3 }),
  member(7, 'ثامر', wed(3)),
  member(10, 'راشد'),
  member(11, 'بدر', { parent: 10 }),
]);
const bloodLink = createBloodLinker(index);

describe('closestInLaw', () => {
  it('finds the spouse of a relative', () => {
    const tie = closestInLaw(index, bloodLink, 4, 3);
    expect(tie).toMatchObject({ via: 'relative', relative: 1, path: [4, 1, 3] });
    expect(tieLength(tie!)).toBe(2);
  });

  it('finds the relative of a spouse', () => {
    expect(closestInLaw(index, bloodLink, 1, 11)).toMatchObject({
      via: 'spouse',
      spouse: 2,
      path: [1, 2, 10, 11],
    });
    expect(closestInLaw(index, bloodLink, 5, 1)).toMatchObject({ via: 'spouse', spouse: 4, path: [5, 4, 1] });
  });

  it('takes the relative’s spouse on a tie of lengths', () => {
    // نوال, فاطمة's daughter by another husband, married علي's son سالم: to علي she is both his son's
    // wife and his wife's daughter, each one marriage and one generation away.
    const blended = indexKinship([
      member(1, 'علي', wed(2)),
      member(2, 'فاطمة', f),
      member(3, 'سالم', { parent: 1, ...wed(4) }),
      member(4, 'نوال', { parent: 5, mother_id: 2, ...f }),
      member(5, 'ناصر'),
    ]);
    expect(closestInLaw(blended, createBloodLinker(blended), 1, 4)).toMatchObject({
      via: 'relative',
      relative: 3,
      path: [1, 3, 4],
    });
  });

  it('is not one’s own spouse, nor anyone’s with no tie', () => {
    expect(closestInLaw(index, bloodLink, 4, 5)).toBeNull();
    expect(closestInLaw(index, bloodLink, 11, 6)).toBeNull();
  });
});

describe('stepSibling', () => {
  it('finds the child of a parent’s other spouse, through that parent', () => {
    expect(stepSibling(index, 4, 6)).toEqual({ parent: 1, stepParent: 3 });
    expect(stepSibling(index, 6, 4)).toEqual({ parent: 3, stepParent: 1 });
  });

  it('is none with a parent in common or no marriage between the parents', () => {
    expect(stepSibling(index, 4, 4)).toBeNull();
    expect(stepSibling(index, 4, 11)).toBeNull();
  });
});

describe('sharedHusband', () => {
  it('finds the husband of two wives, not of a man and his wife', () => {
    expect(sharedHusband(index, 2, 3)).toBe(1);
    expect(sharedHusband(index, 3, 2)).toBe(1);
    expect(sharedHusband(index, 1, 7)).toBeNull();
    expect(sharedHusband(index, 2, 5)).toBeNull();
  });
});
