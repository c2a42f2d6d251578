import { describe, expect, it } from 'vitest';
import { allowedParentIds, descendantIds } from './lineage-guard';

const links = [
  { id: 1, parent: null },
  { id: 2, parent: 1 },
  { id: 3, parent: 2 },
  { id: 4, parent: 1 },
  { id: 5, parent: null },
];

describe('descendantIds', () => {
  it('finds children and grandchildren, not the member itself', () => {
    expect([...descendantIds(links, 1)].sort()).toEqual([2, 3, 4]);
    expect([...descendantIds(links, 2)]).toEqual([3]);
    expect(descendantIds(links, 5).size).toBe(0);
  });

  it('terminates on cyclic data', () => {
    const cyclic = [
      { id: 1, parent: 2 },
      { id: 2, parent: 1 },
    ];
    expect([...descendantIds(cyclic, 1)]).toEqual([2]);
  });
});

describe('allowedParentIds', () => {
  it('excludes the member and its descendants', () => {
    expect([...allowedParentIds(links, 2)].sort()).toEqual([1, 4, 5]);
  });
  it('allows everyone for a new member', () => {
    expect(allowedParentIds(links, null).size).toBe(5);
  });
});
