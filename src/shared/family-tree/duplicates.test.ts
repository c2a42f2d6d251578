import { describe, expect, it } from 'vitest';
import { compareMembers, duplicateContext, likelyDuplicates, type DuplicateMember } from './duplicates';

let nextId = 1;
function member(overrides: Partial<DuplicateMember> & { name: string }): DuplicateMember {
  return {
    id: nextId++,
    parent: null,
    mother_id: null,
    gender: 'male',
    birth: '',
    death: '',
    spouses: [],
    ...overrides,
  };
}

/** Two imports of one family: the same great-grandfather, his son and grandson, twice over. */
function twoImports() {
  const first = member({ name: 'صالح', birth: '1850' });
  const firstSon = member({ name: 'محمد', parent: first.id, birth: 'ABT 1880' });
  const firstGrandson = member({ name: 'أحمد', parent: firstSon.id });
  const second = member({ name: 'صالح', birth: '1850م' });
  const secondSon = member({ name: 'محمد', parent: second.id, birth: '1882' });
  const secondGrandson = member({ name: 'احمد', parent: secondSon.id });
  return { first, firstSon, firstGrandson, second, secondSon, secondGrandson };
}

const pairOf = (a: DuplicateMember, b: DuplicateMember) => [Math.min(a.id, b.id), Math.max(a.id, b.id)];

describe('likelyDuplicates', () => {
  it('finds each generation of a family imported twice, with the reasons it gives', () => {
    const family = twoImports();
    const members = Object.values(family);
    const { candidates } = likelyDuplicates(members);
    const found = candidates.map((c) => c.ids);
    expect(found).toContainEqual(pairOf(family.first, family.second));
    expect(found).toContainEqual(pairOf(family.firstSon, family.secondSon));
    expect(found).toContainEqual(pairOf(family.firstGrandson, family.secondGrandson));
    // Never a father with his son, nor two different names.
    expect(found).not.toContainEqual(pairOf(family.first, family.firstSon));
    expect(candidates).toHaveLength(3);
    const grandsons = candidates.find(
      (c) => c.ids[0] === Math.min(family.firstGrandson.id, family.secondGrandson.id),
    )!;
    expect(grandsons.reasons).toEqual([
      'same_name',
      'same_father_name',
      'same_grandfather_name',
      'same_gender',
    ]);

    const sons = candidates.find((c) => c.ids[0] === Math.min(family.firstSon.id, family.secondSon.id))!;
    expect(sons.reasons).toEqual(
      expect.arrayContaining(['same_name', 'same_father_name', 'close_birth', 'same_children_names']),
    );
    const founders = candidates.find((c) => c.ids[0] === Math.min(family.first.id, family.second.id))!;
    expect(founders.reasons).toEqual(
      expect.arrayContaining(['same_name', 'same_birth_year', 'same_children_names']),
    );
  });

  it('orders the list by score, highest first', () => {
    const members = Object.values(twoImports());
    const { candidates } = likelyDuplicates(members);
    const scores = candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('compares within blocks of the same name and birth years, never every pair of the family', () => {
    const names = [
      'محمد',
      'أحمد',
      'سالم',
      'عبدالله',
      'خالد',
      'فهد',
      'ناصر',
      'يوسف',
      'جاسم',
      'بدر',
      'علي',
      'حمد',
    ];
    const members: DuplicateMember[] = names.map((name) => member({ name, birth: '1800' }));
    // 2,000 descendants of twelve founders over two centuries, drawn from a fixed sequence.
    let seed = 7;
    const draw = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    while (members.length < 2000) {
      const father = members[draw(members.length)]!;
      const born = Number(father.birth) + 20 + draw(30);
      members.push(member({ name: names[draw(names.length)]!, parent: father.id, birth: String(born) }));
    }
    const { compared } = likelyDuplicates(members);
    // Every pair would be 1,999,000.
    expect(compared).toBeLessThan(members.length * 10);
  });
});

describe('compareMembers', () => {
  it('the same father is the strongest sign after the name', () => {
    const father = member({ name: 'صالح' });
    const a = member({ name: 'محمد', parent: father.id });
    const b = member({ name: 'محمّد', parent: father.id });
    const result = compareMembers(a, b, duplicateContext([father, a, b]))!;
    expect(result.reasons).toEqual(['same_name', 'same_father', 'same_gender']);
    expect(result.score).toBe(75);
  });

  it('«عبد الله» and «عبدالله», «فاطمة» and «فاطمه» are one name', () => {
    const mother = member({ name: 'نورة', gender: 'female' });
    const a = member({ name: 'عبد الله', mother_id: mother.id });
    const b = member({ name: 'عبدالله', mother_id: mother.id });
    expect(compareMembers(a, b, duplicateContext([mother, a, b]))?.reasons).toContain('same_mother');
    const c = member({ name: 'فاطمة', gender: 'female', birth: '1900' });
    const d = member({ name: 'فاطمه', gender: 'female', birth: '1900' });
    expect(compareMembers(c, d, duplicateContext([c, d]))?.reasons).toEqual([
      'same_name',
      'same_birth_year',
      'same_gender',
    ]);
  });

  it('refuses what cannot be one person: two genders, births years apart, fathers of other names', () => {
    const a = member({ name: 'نور', gender: 'male', birth: '1900' });
    const b = member({ name: 'نور', gender: 'female', birth: '1900' });
    expect(compareMembers(a, b, duplicateContext([a, b]))).toBeNull();
    const c = member({ name: 'سالم', birth: '1900' });
    const d = member({ name: 'سالم', birth: '1910' });
    expect(compareMembers(c, d, duplicateContext([c, d]))).toBeNull();
    const f1 = member({ name: 'خالد' });
    const f2 = member({ name: 'فهد' });
    const e = member({ name: 'سالم', parent: f1.id, birth: '1900' });
    const f = member({ name: 'سالم', parent: f2.id, birth: '1900' });
    expect(compareMembers(e, f, duplicateContext([f1, f2, e, f]))).toBeNull();
  });

  it('never proposes a member and his ancestor, nor a husband and wife', () => {
    const grandfather = member({ name: 'سالم', birth: '1850' });
    const father = member({ name: 'محمد', parent: grandfather.id });
    const grandson = member({ name: 'سالم', parent: father.id, birth: '1851' });
    expect(
      compareMembers(grandfather, grandson, duplicateContext([grandfather, father, grandson])),
    ).toBeNull();
    const wife = member({ name: 'نور', gender: null, spouses: [{ id: 0 }] });
    const husband = member({ name: 'نور', gender: null, spouses: [{ id: wife.id }] });
    expect(compareMembers(wife, husband, duplicateContext([wife, husband]))).toBeNull();
  });

  it('a name alone is not enough', () => {
    const a = member({ name: 'سالم' });
    const b = member({ name: 'سالم' });
    expect(compareMembers(a, b, duplicateContext([a, b]))).toBeNull();
  });

  it('an approximate birth agrees with an exact one inside it, and says so', () => {
    const a = member({ name: 'سالم', birth: 'ABT 1880', death: '1950' });
    const b = member({ name: 'سالم', birth: '1883', death: '1950' });
    expect(compareMembers(a, b, duplicateContext([a, b]))?.reasons).toEqual([
      'same_name',
      'close_birth',
      'same_death_year',
      'same_gender',
    ]);
  });

  it('the same wife, or a wife of the same name, counts', () => {
    const wife = member({ name: 'نورة', gender: 'female' });
    const a = member({ name: 'سالم', spouses: [{ id: wife.id }] });
    const b = member({ name: 'سالم', spouses: [{ id: wife.id }] });
    expect(compareMembers(a, b, duplicateContext([wife, a, b]))?.reasons).toContain('same_spouse');
    // A wife of the same name is a lesser sign: with the same year of birth it is listed.
    const otherWife = member({ name: 'نوره', gender: 'female' });
    const c = member({ name: 'سالم', spouses: [{ id: otherWife.id }], birth: '1900' });
    const d = member({ name: 'سالم', spouses: [{ id: wife.id }], birth: '1900' });
    expect(compareMembers(d, c, duplicateContext([wife, otherWife, d, c]))?.reasons).toContain(
      'same_spouse_name',
    );
  });

  it('cousins named after one ancestor are two men: their grandfathers differ', () => {
    const [g1, g2] = [member({ name: 'حمد' }), member({ name: 'راشد' })];
    const [f1, f2] = [member({ name: 'عبدالله', parent: g1.id }), member({ name: 'عبدالله', parent: g2.id })];
    const a = member({ name: 'محمد', parent: f1.id, birth: '1950' });
    const b = member({ name: 'محمد', parent: f2.id, birth: '1950' });
    expect(compareMembers(a, b, duplicateContext([g1, g2, f1, f2, a, b]))).toBeNull();
  });

  it('two women of one name married into the family, born a year apart, are not listed for that alone', () => {
    const a = member({ name: 'فاطمة', gender: 'female', birth: '1900' });
    const b = member({ name: 'فاطمة', gender: 'female', birth: '1901' });
    expect(compareMembers(a, b, duplicateContext([a, b]))).toBeNull();
  });
});
