import { describe, expect, it } from 'vitest';
import { createKinshipFinder, findKinship, UnknownMemberError } from './kinship';
import type { TreeMember } from './members';
import { member } from './test-members';

/**
 * Four generations: حمد with two wives (a half-uncle لأب), علي with two wives (half-siblings لأب),
 * نورة divorced and remarried (half-siblings لأم), فاطمة's own family (the mother's side), the
 * cousins فيصل and سارة married (their children reach حمد by two paths), two members without a
 * gender, and one member linked to nobody.
 */
function testFamily(): TreeMember[] {
  const f = { gender: 'female' } as const;
  const rows = [
    member(1, 'حمد'),
    member(2, 'موضي', f),
    member(29, 'عائشة', f),
    member(3, 'علي', { parent: 1, mother_id: 2 }),
    member(4, 'سالم', { parent: 1, mother_id: 2 }),
    member(5, 'نورة', { parent: 1, mother_id: 2, ...f }),
    member(30, 'مبارك', { parent: 1, mother_id: 29 }),
    member(11, 'راشد'),
    member(12, 'لطيفة', f),
    member(6, 'فاطمة', { parent: 11, mother_id: 12, ...f }),
    member(13, 'بدر', { parent: 11, mother_id: 12 }),
    member(14, 'شيخة', { parent: 11, mother_id: 12, ...f }),
    member(7, 'مريم', f),
    member(8, 'هيا', f),
    member(9, 'ناصر'),
    member(10, 'فهد'),
    member(17, 'يوسف'),
    member(15, 'جاسم', { parent: 13 }),
    member(16, 'دلال', { parent: 13, ...f }),
    member(18, 'عيسى', { parent: 17, mother_id: 14 }),
    member(19, 'ريم', { parent: 17, mother_id: 14, ...f }),
    member(20, 'محمد', { parent: 3, mother_id: 6 }),
    member(21, 'سارة', { parent: 3, mother_id: 6, ...f }),
    member(22, 'خالد', { parent: 3, mother_id: 7 }),
    member(23, 'منيرة', { parent: 3, mother_id: 7, ...f }),
    member(24, 'فيصل', { parent: 4, mother_id: 8 }),
    member(25, 'حصة', { parent: 4, mother_id: 8, ...f }),
    member(26, 'عمر', { parent: 9, mother_id: 5 }),
    member(27, 'لولوة', { parent: 10, mother_id: 5, ...f }),
    member(28, 'سعد', { parent: 10, mother_id: 5 }),
    member(31, 'عبدالله', { parent: 24, mother_id: 21 }),
    member(32, 'زينب', { parent: 24, mother_id: 21, ...f }),
    member(33, 'هند', f),
    member(34, 'إبراهيم', { parent: 20, mother_id: 33 }),
    member(35, 'أمل', { parent: 20, mother_id: 33, ...f }),
    member(36, 'خديجة', f),
    member(38, 'صالح'),
    member(37, 'حسين', { parent: 34, mother_id: 36 }),
    member(44, 'مها', { parent: 34, mother_id: 36, ...f }),
    member(39, 'بدرية', { parent: 38, mother_id: 35, ...f }),
    member(45, 'بندر', { parent: 38, mother_id: 35 }),
    // No gender recorded: the nasab word «بنت» makes a daughter, anything else a son (isFemale).
    member(40, 'هيلة بنت علي', { parent: 3, mother_id: 6, gender: null }),
    member(41, 'طلال', { parent: 4, mother_id: 8, gender: null }),
    // Sons whose mother is not recorded: brothers, full or half is not known.
    member(42, 'سليمان', { parent: 30 }),
    member(43, 'حسن', { parent: 30 }),
    member(50, 'زيد'),
    // مريم's son by a husband before علي: محمد's father's wife's son, no parent in common.
    member(47, 'ثامر'),
    member(46, 'ماجد', { parent: 47, mother_id: 7 }),
  ];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const marry = (husband: number, wife: number, order: number, ended: 'divorced' | null = null) => {
    const link = (from: number, to: number) => {
      const row = byId.get(from)!;
      row.spouses = [...(row.spouses ?? []), { id: to, order, ended }];
    };
    link(husband, wife);
    link(wife, husband);
  };
  marry(1, 2, 1);
  marry(1, 29, 2);
  marry(11, 12, 1);
  marry(3, 6, 1);
  marry(3, 7, 2);
  marry(4, 8, 1);
  marry(9, 5, 1, 'divorced');
  marry(10, 5, 1);
  marry(17, 14, 1);
  marry(24, 21, 1);
  marry(20, 33, 1);
  marry(34, 36, 1);
  marry(38, 35, 1);
  marry(47, 7, 1, 'divorced');
  return rows;
}

const family = testFamily();
const kinship = createKinshipFinder(family);

// [from, to, what `to` is to `from`]
const TERMS: [number, number, string | null][] = [
  // Parents and children.
  [20, 3, 'أب'],
  [20, 6, 'أم'],
  [21, 3, 'أب'],
  [21, 6, 'أم'],
  [3, 20, 'ابن'],
  [3, 21, 'ابنة'],
  [6, 21, 'ابنة'],
  // Siblings: شقيق (both parents), لأب (the father only), لأم (the mother only), or not known.
  [20, 21, 'أخت شقيقة'],
  [21, 20, 'أخ شقيق'],
  [20, 22, 'أخ لأب'],
  [20, 23, 'أخت لأب'],
  [22, 21, 'أخت لأب'],
  [26, 27, 'أخت لأم'],
  [27, 26, 'أخ لأم'],
  [27, 28, 'أخ شقيق'],
  [42, 43, 'أخ'],
  // Grandparents by side, then a parent's grandparents.
  [20, 1, 'جد لأب'],
  [20, 2, 'جدة لأب'],
  [20, 11, 'جد لأم'],
  [20, 12, 'جدة لأم'],
  [21, 11, 'جد لأم'],
  [39, 33, 'جدة لأم'],
  [34, 1, 'جد الأب'],
  [34, 2, 'جدة الأب'],
  [34, 11, 'جد الأب'],
  [39, 3, 'جد الأم'],
  [39, 6, 'جدة الأم'],
  // Grandchildren and their children.
  [3, 34, 'حفيد'],
  [3, 35, 'حفيدة'],
  [1, 20, 'حفيد'],
  [12, 21, 'حفيدة'],
  [3, 37, 'ابن الحفيد'],
  [3, 44, 'بنت الحفيد'],
  [3, 45, 'ابن الحفيدة'],
  [3, 39, 'بنت الحفيدة'],
  // Uncles and aunts: عم/عمة on the father's side, خال/خالة on the mother's.
  [20, 4, 'عم'],
  [20, 5, 'عمة'],
  [20, 13, 'خال'],
  [20, 14, 'خالة'],
  [21, 4, 'عم'],
  [21, 14, 'خالة'],
  [20, 30, 'عم لأب'],
  [31, 22, 'خال لأب'],
  [32, 23, 'خالة لأب'],
  // Nephews and nieces.
  [4, 20, 'ابن الأخ'],
  [4, 21, 'بنت الأخ'],
  [5, 20, 'ابن الأخ'],
  [13, 20, 'ابن الأخت'],
  [14, 21, 'بنت الأخت'],
  [30, 20, 'ابن الأخ'],
  [22, 32, 'بنت الأخت'],
  // Cousins, all four sides, both ways.
  [20, 24, 'ابن العم'],
  [20, 25, 'بنت العم'],
  [20, 26, 'ابن العمة'],
  [20, 27, 'بنت العمة'],
  [20, 15, 'ابن الخال'],
  [20, 16, 'بنت الخال'],
  [20, 18, 'ابن الخالة'],
  [20, 19, 'بنت الخالة'],
  [15, 20, 'ابن العمة'],
  [19, 21, 'بنت الخالة'],
  [25, 20, 'ابن العم'],
  [27, 21, 'بنت الخال'],
  // A parent's uncles and aunts; a sibling's grandchildren.
  [34, 4, 'عم الأب'],
  [34, 5, 'عمة الأب'],
  [34, 13, 'خال الأب'],
  [39, 22, 'عم الأم'],
  [39, 21, 'عمة الأم'],
  [4, 34, 'حفيد الأخ'],
  [4, 35, 'حفيدة الأخ'],
  [13, 34, 'حفيد الأخت'],
  [14, 35, 'حفيدة الأخت'],
  // Spouses; a divorce makes a former spouse.
  [3, 6, 'زوجة'],
  [6, 3, 'زوج'],
  [3, 7, 'زوجة'],
  [5, 10, 'زوج'],
  [5, 9, 'زوج سابق'],
  [9, 5, 'زوجة سابقة'],
  [21, 24, 'زوج'],
  // A parent's other spouse, a spouse's child from another marriage.
  [20, 7, 'زوجة الأب'],
  [22, 6, 'زوجة الأب'],
  [26, 10, 'زوج الأم'],
  [27, 9, 'زوج الأم'],
  [7, 20, 'ابن الزوج'],
  [7, 21, 'بنت الزوج'],
  [10, 26, 'ابن الزوجة'],
  [9, 27, 'بنت الزوجة'],
  // Other in-laws.
  [3, 33, 'زوجة الابن'],
  [20, 38, 'زوج الابنة'],
  [33, 3, 'والد الزوج'],
  [33, 6, 'والدة الزوج'],
  [38, 20, 'والد الزوجة'],
  // One of the five nouns: «أخو» before the word it belongs to.
  [3, 13, 'أخو الزوجة'],
  [6, 4, 'أخو الزوج'],
  [6, 5, 'أخت الزوج'],
  // Two wives of one man.
  [6, 7, 'ضرة'],
  [7, 6, 'ضرة'],
  [2, 29, 'ضرة'],
  // A parent's spouse's child, with no parent in common.
  [20, 46, 'ابن زوجة الأب'],
  [21, 46, 'ابن زوجة الأب'],
  [46, 20, 'ابن زوج الأم'],
  [46, 21, 'بنت زوج الأم'],
  [24, 13, null],
  // No gender recorded.
  [20, 40, 'أخت شقيقة'],
  [40, 20, 'أخ شقيق'],
  [20, 41, 'ابن العم'],
  // Self, unrelated, distant.
  [20, 20, null],
  [20, 50, null],
  [37, 25, null],
  [37, 1, null],
  [1, 37, null],
];

describe('findKinship terms', () => {
  it.each(TERMS)('%i → %i: %s', (from, to, term) => {
    expect(kinship(from, to).term).toBe(term);
  });

  it('covers the table the issue asks for', () => {
    expect(TERMS.length).toBeGreaterThanOrEqual(40);
  });
});

describe('findKinship sentences', () => {
  it.each([
    [20, 4, 'سالم هو عم محمد'],
    [21, 14, 'شيخة هي خالة سارة'],
    [20, 3, 'علي هو والد محمد'],
    [21, 6, 'فاطمة هي والدة سارة'],
    [3, 21, 'سارة هي ابنة علي'],
    [20, 21, 'سارة هي شقيقة محمد'],
    [20, 22, 'خالد هو أخو محمد لأب'],
    [27, 26, 'عمر هو أخو لولوة لأم'],
    [42, 43, 'حسن هو أخو سليمان'],
    [20, 1, 'حمد هو جد محمد لأب'],
    [34, 2, 'موضي هي جدة والد إبراهيم'],
    [39, 6, 'فاطمة هي جدة والدة بدرية'],
    [3, 39, 'بدرية هي بنت حفيدة علي'],
    [20, 30, 'مبارك هو عم محمد لأب'],
    [4, 20, 'محمد هو ابن أخي سالم'],
    [13, 21, 'سارة هي بنت أخت بدر'],
    [20, 19, 'ريم هي بنت خالة محمد'],
    [34, 13, 'بدر هو خال والد إبراهيم'],
    [4, 34, 'إبراهيم هو حفيد أخي سالم'],
    [5, 9, 'ناصر هو زوج نورة السابق'],
    [20, 7, 'مريم هي زوجة والد محمد'],
    [26, 10, 'فهد هو زوج والدة عمر'],
    [7, 21, 'سارة هي ابنة زوج مريم'],
    [3, 33, 'هند هي زوجة ابن علي'],
    [38, 20, 'محمد هو والد زوجة صالح'],
    [24, 13, 'بدر هو خال زوجة فيصل'],
    [6, 7, 'مريم هي ضرة فاطمة'],
    [20, 46, 'ماجد هو ابن زوجة والد محمد'],
    [20, 20, 'هذا محمد نفسه'],
    [20, 50, 'لا تُعرف في الشجرة صلة قرابة بين محمد وزيد'],
  ])('%i → %i: %s', (from, to, sentence) => {
    expect(kinship(from, to).sentence).toBe(sentence);
  });

  it('names the common ancestor and each one’s generation below him for distant kin', () => {
    expect(kinship(37, 25)).toEqual({
      term: null,
      sentence: 'يجتمعان في جدهما حمد: حسين في الجيل الرابع من ذريته، وحصة في الجيل الثاني',
      path: [37, 34, 20, 3, 1, 4, 25],
      common_ancestor: 1,
    });
    expect(kinship(44, 25).sentence).toBe(
      'تجتمعان في جدهما حمد: مها في الجيل الرابع من ذريته، وحصة في الجيل الثاني',
    );
  });

  it('does not call one’s own father a grandfather', () => {
    expect(kinship(4, 37)).toMatchObject({
      term: null,
      sentence: 'يجتمعان في حمد: سالم في الجيل الأول من ذريته، وحسين في الجيل الرابع',
      common_ancestor: 1,
    });
  });

  it('words ancestors and descendants beyond a term by generation', () => {
    expect(kinship(37, 1)).toMatchObject({
      sentence: 'حمد من أجداد حسين، وحسين في الجيل الرابع من ذريته',
      path: [37, 34, 20, 3, 1],
      common_ancestor: 1,
    });
    expect(kinship(39, 2).sentence).toBe('موضي من جدات بدرية، وبدرية في الجيل الرابع من ذريتها');
    expect(kinship(1, 37).sentence).toBe('حسين من ذرية حمد في الجيل الرابع');
  });
});

describe('findKinship paths and ancestors', () => {
  it('goes up to the common ancestor and down', () => {
    expect(kinship(20, 19)).toMatchObject({ path: [20, 6, 11, 14, 19], common_ancestor: 11 });
    expect(kinship(20, 3)).toMatchObject({ path: [20, 3], common_ancestor: 3 });
    expect(kinship(3, 20)).toMatchObject({ path: [3, 20], common_ancestor: 3 });
  });

  it('crosses the marriage for spouses and in-laws, with no common ancestor', () => {
    expect(kinship(3, 6)).toMatchObject({ path: [3, 6], common_ancestor: null });
    expect(kinship(20, 7)).toMatchObject({ path: [20, 3, 7], common_ancestor: null });
    expect(kinship(7, 21)).toMatchObject({ path: [7, 3, 21], common_ancestor: null });
  });

  it('is the same person and unrelated without an error', () => {
    expect(kinship(20, 20)).toEqual({
      term: null,
      sentence: 'هذا محمد نفسه',
      path: [20],
      common_ancestor: null,
    });
    expect(kinship(20, 50)).toMatchObject({ term: null, path: [], common_ancestor: null });
  });

  it('throws for an id that is not a member', () => {
    expect(() => kinship(20, 999)).toThrow(UnknownMemberError);
  });
});

describe('findKinship with a cousin marriage', () => {
  it('gives the closest blood relation: the mother’s brother, not the father’s cousin', () => {
    expect(kinship(31, 20)).toMatchObject({ term: 'خال', path: [31, 21, 3, 20], common_ancestor: 3 });
    expect(kinship(32, 25)).toMatchObject({ term: 'عمة', path: [32, 24, 4, 25] });
  });

  it('takes the father’s side when both paths are as short', () => {
    expect(kinship(31, 1)).toMatchObject({ term: 'جد الأب', path: [31, 24, 4, 1] });
    expect(kinship(31, 2)).toMatchObject({ term: 'جدة الأب', path: [31, 24, 4, 2] });
    expect(kinship(31, 3)).toMatchObject({ term: 'جد لأم', path: [31, 21, 3] });
  });

  it('calls a cousin wife a wife and says the blood tie too', () => {
    expect(kinship(24, 21)).toMatchObject({ term: 'زوجة', sentence: 'سارة هي زوجة فيصل، وهي أيضاً بنت عمه' });
    expect(kinship(21, 24).sentence).toBe('فيصل هو زوج سارة، وهو أيضاً ابن عمها');
  });

  it('prefers a closer tie by marriage that has a word to kin too distant for one', () => {
    expect(kinship(24, 37)).toMatchObject({
      term: null,
      sentence: 'حسين هو حفيد أخي زوجة فيصل، ويجتمعان في جدهما حمد',
      path: [24, 21, 3, 20, 34, 37],
      common_ancestor: null,
    });
  });

  it('says the blood word first when a cousin’s son is also the wife’s nephew', () => {
    expect(kinship(24, 34)).toMatchObject({
      term: 'ابن ابن العم',
      sentence: 'إبراهيم هو ابن ابن عم فيصل، وهو أيضاً ابن أخي زوجته',
      path: [24, 4, 1, 3, 20, 34],
      common_ancestor: 1,
    });
  });

  it('puts blood first and adds the closer tie by marriage', () => {
    expect(kinship(24, 20)).toMatchObject({
      term: 'ابن العم',
      sentence: 'محمد هو ابن عم فيصل، وهو أيضاً شقيق زوجته',
      common_ancestor: 1,
    });
    expect(kinship(20, 24).sentence).toBe('فيصل هو ابن عم محمد، وهو أيضاً زوج شقيقته');
  });
});

describe('findKinship on bad or old data', () => {
  it('ends on a cycle of fathers', () => {
    const cyclic = [
      member(1, 'أ', { parent: 2 }),
      member(2, 'ب', { parent: 3 }),
      member(3, 'ج', { parent: 1 }),
      member(4, 'د', { parent: 1 }),
      member(5, 'هـ'),
    ];
    const finder = createKinshipFinder(cyclic);
    expect(finder(4, 1).term).toBe('أب');
    expect(finder(4, 5).term).toBeNull();
    for (const a of [1, 2, 3, 4]) for (const b of [1, 2, 3, 4]) expect(finder(a, b).sentence).not.toBe('');
  });

  it('ignores a member listed as their own parent and keeps the first of duplicate ids', () => {
    const rows = [
      member(1, 'أحمد', { parent: 1 }),
      member(2, 'ليلى', { parent: 1, gender: 'female' }),
      member(2, 'مكرر'),
    ];
    expect(findKinship(rows, 2, 1).sentence).toBe('أحمد هو والد ليلى');
  });

  it('reads the older spouse_id link', () => {
    const rows = [
      member(1, 'جاسم', { spouse_id: 2 }),
      member(2, 'منى', { gender: 'female' }),
      member(3, 'سعود', { parent: 1 }),
    ];
    expect(findKinship(rows, 1, 2).term).toBe('زوجة');
    expect(findKinship(rows, 2, 1).term).toBe('زوج');
    expect(findKinship(rows, 3, 2).term).toBe('زوجة الأب');
  });

  it('takes an unknown gender from the nasab word, as the tree does', () => {
    expect(kinship(20, 40).sentence).toBe('هيلة هي شقيقة محمد');
    expect(kinship(40, 24).term).toBe('ابن العم');
    expect(kinship(24, 41).sentence).toBe('طلال هو شقيق فيصل');
  });
});

/**
 * Six generations below جد: his sons أحمد and ناصر and his daughter لطيفة each head a line, so that
 * the lines meet as second, third and fourth cousins, some through a woman.
 */
function cousinsFamily(): TreeMember[] {
  const f = { gender: 'female' } as const;
  return [
    member(100, 'جد'),
    member(101, 'أحمد', { parent: 100 }),
    member(102, 'ناصر', { parent: 100 }),
    member(103, 'لطيفة', { parent: 100, ...f }),
    member(151, 'عيسى'),
    member(152, 'مطلق'),
    member(111, 'بدر', { parent: 101 }),
    member(112, 'سعود', { parent: 102 }),
    member(113, 'جابر', { parent: 151, mother_id: 103 }),
    member(121, 'حمود', { parent: 111 }),
    member(122, 'منيرة', { parent: 112, ...f }),
    member(123, 'يعقوب', { parent: 113 }),
    member(131, 'خليفة', { parent: 121 }),
    member(132, 'فهد', { parent: 152, mother_id: 122 }),
    member(133, 'غنيمة', { parent: 123, ...f }),
    member(141, 'راكان', { parent: 131 }),
    member(142, 'نوف', { parent: 132, ...f }),
  ];
}

describe('findKinship beyond first cousins', () => {
  const cousins = createKinshipFinder(cousinsFamily());

  // [from, to, term, sentence]: a cousin of the second and third degree is «ابن العم من الدرجة
  // الثانية/الثالثة»; one generation apart, a parent's cousin or a cousin's child.
  it.each([
    // First cousins once removed.
    [121, 112, 'ابن عم الأب', 'سعود هو ابن عم والد حمود'],
    [111, 122, 'بنت ابن العم', 'منيرة هي بنت ابن عم بدر'],
    [123, 111, 'ابن خال الأب', 'بدر هو ابن خال والد يعقوب'],
    // Second cousins, on the father’s side through a man and through a woman, and on the mother’s.
    [121, 122, 'بنت العم من الدرجة الثانية', 'منيرة هي بنت عم حمود من الدرجة الثانية'],
    [122, 121, 'ابن العم من الدرجة الثانية', 'حمود هو ابن عم منيرة من الدرجة الثانية'],
    [123, 121, 'ابن العم من الدرجة الثانية', 'حمود هو ابن عم يعقوب من الدرجة الثانية'],
    // Second cousins once removed, both ways.
    [131, 122, 'بنت عم الأب من الدرجة الثانية', 'منيرة هي بنت عم والد خليفة من الدرجة الثانية'],
    [121, 132, 'ابن بنت العم من الدرجة الثانية', 'فهد هو ابن بنت عم حمود من الدرجة الثانية'],
    [132, 121, 'ابن عم الأم من الدرجة الثانية', 'حمود هو ابن عم والدة فهد من الدرجة الثانية'],
    // Third cousins: through the mother (عمة) and through the father.
    [131, 132, 'ابن العمة من الدرجة الثالثة', 'فهد هو ابن عمة خليفة من الدرجة الثالثة'],
    [132, 131, 'ابن الخال من الدرجة الثالثة', 'خليفة هو ابن خال فهد من الدرجة الثالثة'],
    [131, 133, 'بنت العم من الدرجة الثالثة', 'غنيمة هي بنت عم خليفة من الدرجة الثالثة'],
    // A third cousin once removed.
    [141, 132, 'ابن عمة الأب من الدرجة الثالثة', 'فهد هو ابن عمة والد راكان من الدرجة الثالثة'],
  ])('%i → %i: %s', (from, to, term, sentence) => {
    expect(cousins(from, to)).toMatchObject({ term, sentence, common_ancestor: 100 });
  });

  it('words fourth cousins, and kin two generations apart, by their common ancestor', () => {
    expect(cousins(141, 142)).toMatchObject({
      term: null,
      sentence: 'يجتمعان في جدهما جد: راكان في الجيل الخامس من ذريته، ونوف في الجيل الخامس',
    });
    expect(cousins(131, 112).term).toBeNull();
    expect(cousins(112, 131).term).toBeNull();
  });
});
