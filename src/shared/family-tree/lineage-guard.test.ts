import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages/admin';
import { allowedParentIds, checkMemberLinks, descendantIds, type MemberLink } from './lineage-guard';

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
const none = { parent: null, mother_id: null, spouse_id: null };

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
  it('accepts sound links and a new member', () => {
    expect(checkMemberLinks(links, 3, { parent: 2, mother_id: 6, spouse_id: 5 })).toEqual({});
    expect(checkMemberLinks(links, null, { parent: 1, mother_id: 6, spouse_id: null })).toEqual({});
  });

  it('refuses a woman as the child of her own grandchild through the mother line', () => {
    // 6 → 7 → 8 by mothers only: 8 may be neither 6's father nor her mother.
    expect(checkMemberLinks(links, 6, { ...none, parent: 8 })).toEqual({ parent: m.parentIsDescendant });
    expect(checkMemberLinks(links, 6, { ...none, mother_id: 8 })).toEqual({ mother_id: m.motherInvalid });
  });

  it('refuses self links and members that do not exist', () => {
    expect(checkMemberLinks(links, 2, { parent: 2, mother_id: 2, spouse_id: 2 })).toEqual({
      parent: m.parentIsSelf,
      mother_id: m.motherInvalid,
      spouse_id: m.spouseIsSelf,
    });
    expect(checkMemberLinks(links, 2, { parent: 99, mother_id: 98, spouse_id: 97 })).toEqual({
      parent: m.parentNotFound,
      mother_id: m.motherNotFound,
      spouse_id: m.spouseNotFound,
    });
  });
});
