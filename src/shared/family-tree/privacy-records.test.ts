import { describe, expect, it } from 'vitest';
import type { PublicVisibility } from '../schemas/family-member';
import { defaultPrivacySettings, publicSpouses, shownMembers } from './privacy';
import { runToEnd } from './steps';

// The parts of publicFamilySteps: who is shown at all, and what a record says of its marriages.

const person = (id: number, parent: number | null = null) => ({
  id,
  name: `فرد ${id}`,
  gender: null,
  parent,
  mother_id: null,
  spouses: [],
  birth: '',
  death: '',
});

describe('shownMembers', () => {
  it('shows all but the hidden, and a hidden member only for someone shown below him', () => {
    const members = [person(1), person(2, 1), person(3, 2), person(4), person(5, 4)];
    const childrenOf = new Map([
      [1, [members[1]!]],
      [2, [members[2]!]],
      [4, [members[4]!]],
    ]);
    const visibility = new Map<number, PublicVisibility>([
      [1, 'hidden'],
      [2, 'hidden'],
      [3, 'limited'],
      [4, 'hidden'],
      [5, 'hidden'],
    ]);
    expect([...runToEnd(shownMembers(members, childrenOf, visibility))]).toEqual([1, 2, 3]);
  });

  it('ends on looping links', () => {
    const members = [person(1, 2), person(2, 1)];
    const childrenOf = new Map([
      [1, [members[1]!]],
      [2, [members[0]!]],
    ]);
    const hidden = new Map<number, PublicVisibility>([
      [1, 'hidden'],
      [2, 'hidden'],
    ]);
    expect(runToEnd(shownMembers(members, childrenOf, hidden)).size).toBe(0);
  });
});

describe('publicSpouses', () => {
  const member = {
    ...person(1),
    generation: 1,
    image: '',
    surname: '',
    spouse_id: 3,
    spouses: [
      { id: 2, order: 1, ended: 'divorced' as const },
      { id: 3, order: 2, ended: null },
      { id: 4, order: 3, ended: null },
    ],
  };
  const seen = (levels: [number, PublicVisibility][], shown = levels.map(([id]) => id)) => ({
    settings: defaultPrivacySettings,
    visibility: new Map(levels),
    shown: new Set(shown),
  });

  it('tells how marriages ended only between two public spouses', () => {
    const all = seen([
      [1, 'public'],
      [2, 'public'],
      [3, 'public'],
      [4, 'public'],
    ]);
    expect(publicSpouses(member, 'public', all)).toEqual({ spouses: member.spouses, spouseId: 3 });
  });

  it('leaves out hidden spouses, and names the first shown when an end is withheld', () => {
    const some = seen([
      [1, 'limited'],
      [2, 'public'],
      [3, 'hidden'],
      [4, 'limited'],
    ]);
    expect(publicSpouses(member, 'limited', some)).toEqual({
      spouses: [
        { id: 2, order: 1 },
        { id: 4, order: 3 },
      ],
      spouseId: 2,
    });
    // Not the recorded spouse either: naming him would tell that the first marriage ended.
    expect(publicSpouses({ ...member, spouse_id: 4 }, 'limited', some).spouseId).toBe(2);
  });

  it('names the first lasting marriage when the recorded spouse is not shown', () => {
    const levels: [number, PublicVisibility][] = [
      [1, 'public'],
      [2, 'public'],
      [4, 'public'],
    ];
    expect(publicSpouses(member, 'public', seen(levels)).spouseId).toBe(4);
  });
});
