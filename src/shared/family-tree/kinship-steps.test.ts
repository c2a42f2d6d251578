import { describe, expect, it } from 'vitest';
import { membersWithinSteps, type KinMember } from './kinship-steps';

const person = (id: number, links: Partial<Omit<KinMember, 'id'>> = {}): KinMember => ({
  id,
  parent: null,
  mother_id: null,
  spouses: [],
  ...links,
});
const married = (...ids: number[]) => ids.map((id) => ({ id }));

/**
 * Three generations: grandfather 1 and grandmother 2; their sons 3 and 4 and daughter 5; 3's
 * wives 30 (first) and 31 (second) and his children by each; 4's son 40 and 4's wife 41 (with
 * her father 42, from outside); 5's husband 50 from outside.
 */
const family: KinMember[] = [
  person(1, { spouses: married(2) }),
  person(2, { spouses: married(1) }),
  person(3, { parent: 1, mother_id: 2, spouses: married(30, 31) }),
  person(4, { parent: 1, mother_id: 2, spouses: married(41) }),
  person(5, { parent: 1, mother_id: 2, spouses: married(50) }),
  person(30, { spouses: married(3) }),
  person(31, { spouses: married(3) }),
  person(32, { parent: 3, mother_id: 30 }),
  person(33, { parent: 3, mother_id: 31 }),
  person(40, { parent: 4, mother_id: 41 }),
  person(41, { parent: 42, spouses: married(4) }),
  person(42),
  person(50, { spouses: married(5) }),
  // Nobody's kin: never reached.
  person(99),
];

const stepsTo = (from: number, to: number, within = 10) => membersWithinSteps(family, from, within).get(to);

describe('membersWithinSteps', () => {
  it('counts one step to a father, a mother, a child and a spouse', () => {
    expect(membersWithinSteps(family, 3, 1)).toEqual(
      new Map([
        [3, 0],
        [1, 1],
        [2, 1],
        [30, 1],
        [31, 1],
        [32, 1],
        [33, 1],
      ]),
    );
  });

  it('reaches siblings in two, uncles and nephews in three, first cousins in four', () => {
    expect(stepsTo(32, 33)).toBe(2); // half-brothers through their father
    expect(stepsTo(3, 4)).toBe(2);
    expect(stepsTo(40, 3)).toBe(3); // his uncle
    expect(stepsTo(3, 40)).toBe(3); // his nephew
    expect(stepsTo(32, 40)).toBe(4); // first cousins
    expect(membersWithinSteps(family, 32, 3).has(40)).toBe(false);
  });

  it('reaches in-laws through the spouse: a wife’s father in two, a brother’s wife in three', () => {
    expect(stepsTo(4, 42)).toBe(2);
    expect(stepsTo(3, 41)).toBe(3);
    expect(stepsTo(1, 50)).toBe(2); // a daughter’s husband
    expect(stepsTo(42, 40)).toBe(2); // his daughter’s son
  });

  it('with several wives, each is one step from her husband and two from the other', () => {
    expect(stepsTo(3, 30)).toBe(1);
    expect(stepsTo(3, 31)).toBe(1);
    expect(stepsTo(30, 31)).toBe(2);
    expect(stepsTo(30, 33)).toBe(2); // her husband’s son by his other wife
  });

  it('takes the shortest way round a cousin marriage, and the loop never runs for ever', () => {
    // 32 marries his first cousin 40's sister 43: a loop through both families.
    const loop = [
      ...family.map((member) => (member.id === 32 ? { ...member, spouses: married(43) } : member)),
      person(43, { parent: 4, mother_id: 41, spouses: married(32) }),
      person(44, { parent: 32, mother_id: 43 }),
    ];
    const fromChild = membersWithinSteps(loop, 44, 10);
    expect(fromChild.get(4)).toBe(2); // his mother’s father, not five steps through his father’s line
    expect(fromChild.get(3)).toBe(2);
    expect(fromChild.get(40)).toBe(3); // his mother’s brother
    expect(membersWithinSteps(loop, 32, 1).get(43)).toBe(1); // a wife, not a cousin four steps off
  });

  it('gives the member alone at zero steps, nothing for an unknown member, and never a stranger', () => {
    expect(membersWithinSteps(family, 3, 0)).toEqual(new Map([[3, 0]]));
    expect(membersWithinSteps(family, 12345, 5).size).toBe(0);
    expect(membersWithinSteps(family, 1, 10).has(99)).toBe(false);
    expect(membersWithinSteps(family, 99, 10)).toEqual(new Map([[99, 0]]));
  });

  it('follows a marriage recorded on one spouse only', () => {
    const oneSided = [person(1), person(2, { spouses: married(1) })];
    expect(membersWithinSteps(oneSided, 1, 1).get(2)).toBe(1);
  });

  it('ignores links to members not in the family and to oneself', () => {
    const odd = [
      person(1, { parent: 1, mother_id: 777, spouses: married(1, 888) }),
      person(2, { parent: 1 }),
    ];
    expect(membersWithinSteps(odd, 1, 3)).toEqual(
      new Map([
        [1, 0],
        [2, 1],
      ]),
    );
  });

  it('answers for a line of 50,000 generations in one pass (each member and link visited once)', () => {
    const line = Array.from({ length: 50_000 }, (_, index) =>
      person(index + 1, { parent: index === 0 ? null : index }),
    );
    expect(membersWithinSteps(line, 25_000, 10).size).toBe(21);
    expect(membersWithinSteps(line, 1, 60_000).get(50_000)).toBe(49_999);
  });
});
