import { describe, expect, it } from 'vitest';
import { branchMayWrite, branchMemberIds, type BranchWrite, type MarriageLink } from './branch-scope';
import type { MemberLink } from './lineage-guard';

const man = (id: number, parent: number | null = null, mother_id: number | null = null): MemberLink => ({
  id,
  parent,
  mother_id,
  gender: 'male',
});
const woman = (id: number, parent: number | null = null, mother_id: number | null = null): MemberLink => ({
  id,
  parent,
  mother_id,
  gender: 'female',
});

// 1 founder; 2 (the chosen member) and 3 his brother; 2's wife 20 (from outside); 4 son of 2 and
// 20; 5 daughter of 2; 6 son of 4; 40 wife of 4 (from outside); 7 son of 3; 8 daughter of 3;
// 9 son of 5 by 10, a man of another family; 30 wife of 7 (from outside); 50 a woman from outside,
// unmarried; 60 a man from outside, unmarried.
const links: MemberLink[] = [
  man(1),
  man(2, 1),
  man(3, 1),
  woman(20),
  man(4, 2, 20),
  woman(5, 2, 20),
  man(6, 4, 40),
  woman(40),
  man(7, 3),
  woman(8, 3),
  man(10),
  man(9, 10, 5),
  woman(30),
  woman(50),
  man(60),
];
const marriages: MarriageLink[] = [
  { husband_id: 2, wife_id: 20 },
  { husband_id: 4, wife_id: 40 },
  { husband_id: 10, wife_id: 5 },
  { husband_id: 7, wife_id: 30 },
];
const write = (overrides: Partial<BranchWrite> = {}): BranchWrite => ({
  parent: null,
  mother_id: null,
  spouses: [],
  parentBefore: null,
  motherBefore: null,
  spousesBefore: [],
  ...overrides,
});
const may = (id: number | null, w: BranchWrite) => branchMayWrite(links, marriages, 2, id, w);

describe('branchMemberIds', () => {
  it('holds the descendants through fathers and mothers and the wives of its men, not the chosen member', () => {
    expect([...branchMemberIds(links, marriages, 2)].sort((a, b) => a - b)).toEqual([4, 5, 6, 9, 40]);
  });

  it('leaves out the chosen member’s wife and the husband of a daughter (both belong elsewhere too)', () => {
    const branch = branchMemberIds(links, marriages, 2);
    expect(branch.has(20)).toBe(false);
    expect(branch.has(10)).toBe(false);
  });

  it('is empty for a member that no longer exists', () => {
    expect(branchMemberIds(links, marriages, -1).size).toBe(0);
  });

  // Its speed is printed by scripts/bench-rules.ts: a test cannot hold a time on a shared machine.
  it('reaches down a family of 6,000 members', () => {
    const big: MemberLink[] = [man(1)];
    const bigMarriages: MarriageLink[] = [];
    for (let id = 2; id <= 6_000; id += 2) {
      big.push(man(id, Math.max(1, Math.floor(id / 3) * 2)));
      big.push(woman(id + 1));
      bigMarriages.push({ husband_id: id, wife_id: id + 1 });
    }
    const branch = branchMemberIds(big, bigMarriages, 2);
    expect(branch.size).toBeGreaterThan(100);
  });
});

describe('branchMayWrite', () => {
  it('adds a child to the chosen member or to anyone of the branch, through father or mother', () => {
    expect(may(null, write({ parent: 2 }))).toBe(true);
    expect(may(null, write({ parent: 6 }))).toBe(true);
    expect(may(null, write({ parent: 10, mother_id: 5 }))).toBe(true);
  });

  it('refuses a child of another branch, or someone linked to no one', () => {
    expect(may(null, write({ parent: 7 }))).toBe(false);
    expect(may(null, write({ parent: 1 }))).toBe(false);
    expect(may(null, write())).toBe(false);
  });

  it('adds a wife to a man of the branch, not a husband to one of its women', () => {
    expect(may(null, write({ spouses: [6] }))).toBe(true);
    expect(may(null, write({ spouses: [5] }))).toBe(false);
  });

  it('edits inside the branch only; the chosen member and his wife are read-only', () => {
    expect(may(4, write({ parent: 2, mother_id: 20, spouses: [40], spousesBefore: [40] }))).toBe(true);
    expect(may(40, write({ spouses: [4], spousesBefore: [4] }))).toBe(true);
    expect(may(2, write({ parent: 1, spouses: [20], spousesBefore: [20] }))).toBe(false);
    expect(may(20, write({ spouses: [2], spousesBefore: [2] }))).toBe(false);
    expect(may(7, write({ parent: 3, spouses: [30], spousesBefore: [30] }))).toBe(false);
  });

  it('refuses moving a member out of the branch, and a wife away from her husband', () => {
    expect(may(6, write({ parent: 7 }))).toBe(false);
    expect(may(6, write())).toBe(false);
    expect(may(40, write({ spouses: [], spousesBefore: [4] }))).toBe(false);
  });

  it('marries a man of the branch to a woman from outside the family, not to a cousin of another branch', () => {
    expect(may(6, write({ parent: 4, mother_id: 40, spouses: [50] }))).toBe(true);
    expect(may(6, write({ parent: 4, mother_id: 40, spouses: [8] }))).toBe(false);
  });

  it('does not take a wife of another branch’s man by marrying her again', () => {
    expect(may(6, write({ parent: 4, mother_id: 40, spouses: [30] }))).toBe(false);
  });

  it('adds a wife to a man of the branch, but never with parents outside it', () => {
    // Through a wife, a new daughter of the founder, or of another branch.
    expect(may(null, write({ parent: 1, mother_id: 20, spouses: [6] }))).toBe(false);
    expect(may(null, write({ parent: 7, mother_id: 30, spouses: [6] }))).toBe(false);
    expect(may(null, write({ mother_id: 30, spouses: [6] }))).toBe(false);
    // A wife of the branch made a child of another branch's couple.
    expect(may(40, write({ parent: 3, spouses: [4], spousesBefore: [4] }))).toBe(false);
    expect(may(40, write({ parent: 7, mother_id: 30, spouses: [4], spousesBefore: [4] }))).toBe(false);
    // Her parents inside the branch are hers to set (a cousin's daughter of the same branch).
    expect(may(40, write({ parent: 9, spouses: [4], spousesBefore: [4] }))).toBe(true);
  });

  it('sets a parent outside the branch only as the spouse of the other parent, who is inside', () => {
    // The chosen member's wife is the mother of his children; a daughter's husband the father of hers.
    expect(may(null, write({ parent: 2, mother_id: 20 }))).toBe(true);
    expect(may(null, write({ parent: 10, mother_id: 5 }))).toBe(true);
    // Not a woman the father is not married to, nor a man who is not the mother's husband.
    expect(may(null, write({ parent: 2, mother_id: 30 }))).toBe(false);
    expect(may(null, write({ parent: 7, mother_id: 5 }))).toBe(false);
    expect(may(4, write({ parent: 2, mother_id: 30, spouses: [40], spousesBefore: [40] }))).toBe(false);
  });

  it('keeps a link it does not change: a wife married in from another branch is edited as she is', () => {
    const withCousin: MarriageLink[] = [...marriages, { husband_id: 6, wife_id: 8 }];
    const edit = (w: BranchWrite) => branchMayWrite(links, withCousin, 2, 8, w);
    expect(edit(write({ parent: 3, parentBefore: 3, spouses: [6], spousesBefore: [6] }))).toBe(true);
    expect(edit(write({ parent: 1, parentBefore: 3, spouses: [6], spousesBefore: [6] }))).toBe(false);
  });

  it('links or unlinks a daughter’s husband only when he is unattached', () => {
    expect(may(5, write({ parent: 2, mother_id: 20, spouses: [10, 60], spousesBefore: [10] }))).toBe(true);
    expect(may(5, write({ parent: 2, mother_id: 20, spouses: [10, 7], spousesBefore: [10] }))).toBe(false);
    expect(may(5, write({ parent: 2, mother_id: 20, spouses: [], spousesBefore: [10] }))).toBe(true);
  });
});
