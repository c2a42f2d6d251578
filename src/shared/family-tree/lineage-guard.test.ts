import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages/admin';
import { MEMBERS_PER_STEP } from './steps';
import {
  allowedParentIds,
  checkMemberLinks,
  checkMemberLinksSteps,
  descendantIds,
  type MemberLink,
  type ProposedLinks,
} from './lineage-guard';

const m = adminMessages.members;
const link = (id: number, parent: number | null = null, mother_id: number | null = null): MemberLink => ({
  id,
  parent,
  mother_id,
});

// 1 and 6 are a couple; 2 is their son; 3 is 2's son; 4 is 1's son by another wife;
// 7 is a daughter of 6 alone (her father unknown); 8 is 7's son.
const links = [
  link(1),
  link(6),
  link(2, 1, 6),
  link(3, 2),
  link(4, 1),
  link(5),
  link(7, null, 6),
  link(8, null, 7),
];

describe('descendantIds', () => {
  it('finds children and grandchildren through fathers and mothers, not the member itself', () => {
    expect([...descendantIds(links, 1)].sort()).toEqual([2, 3, 4]);
    expect([...descendantIds(links, 6)].sort()).toEqual([2, 3, 7, 8]);
    expect(descendantIds(links, 5).size).toBe(0);
  });

  it('terminates on cyclic data', () => {
    const cyclic = [link(1, 2), link(2, null, 1)];
    expect([...descendantIds(cyclic, 1)]).toEqual([2]);
  });
});

describe('allowedParentIds', () => {
  it('excludes the member and its descendants by either parent', () => {
    expect([...allowedParentIds(links, 6)].sort()).toEqual([1, 4, 5]);
  });
  it('allows everyone for a new member', () => {
    expect(allowedParentIds(links, null).size).toBe(links.length);
  });
});

describe('checkMemberLinks', () => {
  const proposal = (overrides: Partial<ProposedLinks> = {}): ProposedLinks => ({
    parent: null,
    mother_id: null,
    gender: null,
    spouses: [],
    ...overrides,
  });

  it('accepts sound links and a new member', () => {
    expect(checkMemberLinks(links, 3, proposal({ parent: 2, mother_id: 6, spouses: [5] }))).toEqual({});
    expect(checkMemberLinks(links, null, proposal({ parent: 1, mother_id: 6 }))).toEqual({});
  });

  it('refuses a woman as the child of her own grandchild through the mother line', () => {
    // 6 → 7 → 8 by mothers only: 8 may be neither 6's father nor her mother.
    expect(checkMemberLinks(links, 6, proposal({ parent: 8 }))).toEqual({ parent: m.parentIsDescendant });
    expect(checkMemberLinks(links, 6, proposal({ mother_id: 8 }))).toEqual({ mother_id: m.motherInvalid });
  });

  it('refuses self links and members that do not exist, under the field the client used', () => {
    expect(
      checkMemberLinks(links, 2, proposal({ parent: 2, mother_id: 2, spouses: [2] }), 'spouse_id'),
    ).toEqual({
      parent: m.parentIsSelf,
      mother_id: m.motherInvalid,
      spouse_id: m.spouseIsSelf,
    });
    expect(checkMemberLinks(links, 2, proposal({ parent: 99, mother_id: 98, spouses: [97] }))).toEqual({
      parent: m.parentNotFound,
      mother_id: m.motherNotFound,
      spouses: m.spouseNotFound,
    });
  });

  const gendered = [
    { id: 1, parent: null, mother_id: null, gender: 'male' as const },
    { id: 2, parent: null, mother_id: null, gender: 'female' as const },
    { id: 3, parent: 1, mother_id: 2, gender: 'male' as const },
    { id: 4, parent: 3, mother_id: null, gender: 'female' as const },
    { id: 5, parent: 1, mother_id: 2, gender: 'female' as const },
    { id: 6, parent: 3, mother_id: null, gender: 'male' as const },
    { id: 7, parent: null, mother_id: null, gender: 'female' as const },
    { id: 8, parent: null, mother_id: null, gender: 'male' as const },
  ];

  it('wants a father who is a man and a mother who is a woman, when their gender is known', () => {
    expect(checkMemberLinks(gendered, null, proposal({ parent: 2 }))).toEqual({ parent: m.fatherMustBeMale });
    expect(checkMemberLinks(gendered, null, proposal({ mother_id: 1 }))).toEqual({
      mother_id: m.motherMustBeFemale,
    });
  });

  it('marries a man and a woman who are neither ancestor nor descendant of each other; cousins may', () => {
    expect(checkMemberLinks(gendered, 6, proposal({ parent: 3, gender: 'male', spouses: [7] }))).toEqual({});
    // 6 (son of 3) and 5's daughter would be cousins; 5 herself is his aunt, not his ancestor.
    expect(checkMemberLinks(gendered, 6, proposal({ parent: 3, gender: 'male', spouses: [5] }))).toEqual({});
    expect(checkMemberLinks(gendered, 4, proposal({ parent: 3, gender: 'female', spouses: [1] }))).toEqual({
      spouses: m.spouseIsRelative,
    });
    expect(checkMemberLinks(gendered, 1, proposal({ gender: 'male', spouses: [8] }))).toEqual({
      spouses: m.spouseSameGender,
    });
    expect(checkMemberLinks(gendered, 2, proposal({ gender: 'female', spouses: [6] }))).toEqual({
      spouses: m.spouseIsRelative,
    });
    expect(checkMemberLinks(gendered, 1, proposal({ gender: 'male', spouses: [2, 7, 2] }))).toEqual({
      spouses: m.spouseRepeated,
    });
    // Without the member's own gender, a husband and a wife cannot both be right.
    expect(checkMemberLinks(gendered, null, proposal({ spouses: [1, 7] }))).toEqual({
      spouses: m.spouseSameGender,
    });
  });

  it("refuses a gender that contradicts the member's children", () => {
    expect(checkMemberLinks(gendered, 1, proposal({ gender: 'female' }))).toEqual({
      gender: m.genderConflicts,
    });
    expect(checkMemberLinks(gendered, 2, proposal({ gender: 'male' }))).toEqual({
      gender: m.genderConflicts,
    });
    expect(checkMemberLinks(gendered, 7, proposal({ gender: 'male' }))).toEqual({});
  });
});

describe('checkMemberLinksSteps', () => {
  it('offers to pause while it reads a large family, and answers as checkMemberLinks does', () => {
    // A line of fathers and sons, 3 × MEMBERS_PER_STEP long: making the last one the first's
    // father is a cycle.
    const line = Array.from({ length: 3 * MEMBERS_PER_STEP }, (_, index) => link(index + 1, index || null));
    const proposed: ProposedLinks = { parent: line.length, mother_id: null, gender: 'male', spouses: [] };
    const steps = checkMemberLinksSteps(line, 1, proposed);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBeGreaterThanOrEqual(6);
    expect(step.value).toEqual(checkMemberLinks(line, 1, proposed));
    expect(step.value.parent).toBe(m.parentIsDescendant);
  });
});
