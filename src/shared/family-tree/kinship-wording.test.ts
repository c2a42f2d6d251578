import { describe, expect, it } from 'vitest';
import type { BloodLink } from './kinship-blood';
import type { InLawTie } from './kinship-in-law';
import { indexKinship } from './kinship-index';
import {
  bloodSentence,
  commonAncestor,
  cousinPhrase,
  wordBlood,
  wordInLaw,
  wordSpouse,
} from './kinship-wording';
import { member } from './test-members';

const f = { gender: 'female' } as const;
const wed = (id: number, ended: 'divorced' | null = null) => ({ spouses: [{ id, order: 1, ended }] });

/**
 * حمد's sons علي and سالم; علي's children محمد and سارة (by فاطمة, whose brother is بدر), سالم's son
 * فيصل, who married his cousin سارة; محمد's son إبراهيم and grandson حسين.
 */
const index = indexKinship([
  member(1, 'حمد'),
  member(3, 'علي', { parent: 1, ...wed(6) }),
  member(4, 'سالم', { parent: 1 }),
  member(6, 'فاطمة', { parent: 11, ...f, ...wed(3) }),
  member(11, 'راشد'),
  member(13, 'بدر', { parent: 11 }),
  member(20, 'محمد', { parent: 3, mother_id: 6 }),
  member(21, 'سارة', { parent: 3, mother_id: 6, ...f, ...wed(24, 'divorced') }),
  member(24, 'فيصل', { parent: 4 }),
  member(34, 'إبراهيم', { parent: 20 }),
  member(37, 'حسين', { parent: 34 }),
]);

const link = (path: number[], up: number): BloodLink => ({
  ancestor: path[up]!,
  up,
  down: path.length - 1 - up,
  path,
});

describe('wordBlood', () => {
  it.each([
    [[20, 3], 1, 'أب', 'parent'],
    [[3, 20], 0, 'ابن', 'child'],
    [[20, 3, 21], 1, 'أخت شقيقة', 'sibling'],
    [[20, 6, 11], 2, 'جد لأم', 'other'],
    [[20, 3, 1, 4], 2, 'عم', 'other'],
    [[20, 6, 11, 13], 2, 'خال', 'other'],
    [[4, 1, 3, 20], 1, 'ابن الأخ', 'other'],
    [[20, 3, 1, 4, 24], 2, 'ابن العم', 'other'],
    [[37, 34, 20, 3, 1], 4, null, 'other'],
  ] as const)('%j up %i: %s', (path, up, term, kind) => {
    const worded = wordBlood(index, link([...path], up));
    expect(worded.phrase?.term ?? null).toBe(term);
    expect(worded.kind).toBe(kind);
  });
});

describe('cousinPhrase', () => {
  it('has words for first cousins and a parent’s cousin, none for kin two generations apart', () => {
    expect(cousinPhrase(index, link([21, 3, 1, 4, 24], 2))?.term).toBe('ابن العم');
    expect(cousinPhrase(index, link([34, 20, 3, 1, 4, 24], 3))?.term).toBe('ابن عم الأب');
    expect(cousinPhrase(index, link([24, 4, 1, 3, 20, 34], 2))?.term).toBe('ابن ابن العم');
    expect(cousinPhrase(index, link([37, 34, 20, 3, 1, 4, 24], 4))).toBeNull();
  });
});

describe('bloodSentence and commonAncestor', () => {
  it('says the phrase, or where both stand below the ancestor they meet in', () => {
    const cousins = link([20, 3, 1, 4, 24], 2);
    expect(bloodSentence(index, wordBlood(index, cousins))).toBe('فيصل هو ابن عم محمد');
    const distant = link([37, 34, 20, 3, 1, 4, 24], 4);
    expect(commonAncestor(index, distant)).toEqual({ name: 'حمد', female: false, grandparentOfBoth: true });
    expect(bloodSentence(index, wordBlood(index, distant))).toBe(
      'يجتمعان في جدهما حمد: حسين في الجيل الرابع من ذريته، وفيصل في الجيل الثاني',
    );
    expect(bloodSentence(index, wordBlood(index, link([37, 34, 20, 3, 1], 4)))).toBe(
      'حمد من أجداد حسين، وحسين في الجيل الرابع من ذريته',
    );
    expect(bloodSentence(index, wordBlood(index, link([1, 3, 20, 34, 37], 0)))).toBe(
      'حسين من ذرية حمد في الجيل الرابع',
    );
  });
});

describe('wordSpouse', () => {
  it('says a former spouse, and the blood tie of a cousin marriage', () => {
    const kin = wordBlood(index, link([24, 4, 1, 3, 21], 2));
    expect(wordSpouse(index, 24, 21, kin)).toMatchObject({
      phrase: { term: 'زوجة سابقة' },
      sentence: 'سارة هي زوجة فيصل السابقة، وهي أيضاً بنت عمه',
    });
    expect(wordSpouse(index, 3, 6, null)).toMatchObject({
      phrase: { term: 'زوجة' },
      sentence: 'فاطمة هي زوجة علي',
    });
  });
});

describe('wordInLaw', () => {
  it('words the spouse of a relative and the relative of a spouse', () => {
    const fathersWife: InLawTie = { via: 'relative', relative: 3, link: link([20, 3], 1), path: [20, 3, 6] };
    expect(wordInLaw(index, 20, 6, fathersWife)).toMatchObject({
      phrase: { term: 'زوجة الأب' },
      sentence: 'فاطمة هي زوجة والد محمد',
    });
    const wifesBrother: InLawTie = {
      via: 'spouse',
      spouse: 6,
      link: link([6, 11, 13], 1),
      path: [3, 6, 11, 13],
    };
    expect(wordInLaw(index, 3, 13, wifesBrother)).toMatchObject({
      phrase: { term: 'أخو الزوجة' },
      sentence: 'بدر هو أخو زوجة علي',
    });
  });

  it('names the relative when the blood tie has no word', () => {
    const distantsWife: InLawTie = {
      via: 'relative',
      relative: 24,
      link: link([37, 34, 20, 3, 1, 4, 24], 4),
      path: [37, 34, 20, 3, 1, 4, 24, 21],
    };
    expect(wordInLaw(index, 37, 21, distantsWife)).toEqual({
      phrase: null,
      sentence: 'سارة هي زوجة فيصل، وهو من أقارب حسين',
    });
    const spousesDistant: InLawTie = {
      via: 'spouse',
      spouse: 24,
      link: link([24, 4, 1, 3, 20, 34, 37], 2),
      path: [21, 24, 4, 1, 3, 20, 34, 37],
    };
    expect(wordInLaw(index, 21, 37, spousesDistant)).toEqual({
      phrase: null,
      sentence: 'حسين من أقارب زوج سارة',
    });
  });
});
