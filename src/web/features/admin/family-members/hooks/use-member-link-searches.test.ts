import { describe, expect, it, vi } from 'vitest';
import type { MemberChoices, MemberSearch } from '../api/search-member-choices';
import { emptyMemberForm, type MemberChoice, type MemberFormValues } from '../member-form-values';
import { memberLinkSearches, type MemberChoiceSource } from './use-member-link-searches';

function choice(overrides: Partial<MemberChoice> & Pick<MemberChoice, 'id' | 'name'>): MemberChoice {
  return { nasab: overrides.name, years: '', generation: 1, gender: 'male', spouseIds: [], ...overrides };
}

const father = choice({ id: 1, name: 'محمد', generation: 2, spouseIds: [7, 2] });
const firstWife = choice({ id: 7, name: 'نورة', gender: 'female' });
const secondWife = choice({ id: 2, name: 'حصة', gender: 'female' });
const stranger = choice({ id: 5, name: 'مريم', gender: 'female' });
const signal = new AbortController().signal;

/** A member list that answers every search with `found` and reports a family of `depth` generations. */
function source(found: MemberChoice[], depth = 4) {
  const answer = (choices: MemberChoice[]): Promise<MemberChoices> =>
    Promise.resolve({ choices, deepestGeneration: depth });
  return {
    search: vi.fn((_params: MemberSearch, _signal: AbortSignal) => answer(found)),
    byIds: vi.fn((ids: readonly number[], _signal: AbortSignal) =>
      answer(found.filter((member) => ids.includes(member.id))),
    ),
  } satisfies MemberChoiceSource;
}

function searchesWith(
  members: MemberChoiceSource,
  context: { father?: MemberChoice | null; values?: Partial<MemberFormValues>; inBranch?: boolean } = {},
) {
  const noteDepth = vi.fn();
  const searches = memberLinkSearches({
    members,
    selfId: 3,
    inBranch: context.inBranch ?? false,
    father: context.father ?? null,
    values: () => ({ ...emptyMemberForm, ...context.values }),
    noteDepth,
  });
  return { ...searches, noteDepth };
}

describe('memberLinkSearches', () => {
  it('looks for fathers among the men, without the member, within a branch editor’s branch', async () => {
    const members = source([father], 7);
    const { searchFathers, noteDepth } = searchesWith(members, { inBranch: true });
    expect(await searchFathers('محم', signal)).toEqual([father]);
    expect(members.search).toHaveBeenCalledWith(
      { q: 'محم', gender: 'male', exclude: 3, inBranch: true },
      signal,
    );
    expect(noteDepth).toHaveBeenCalledWith(7);
  });

  it('puts the chosen father’s wives first among the mothers', async () => {
    const members = source([stranger, secondWife, firstWife]);
    const { searchMothers } = searchesWith(members, { father });
    expect(await searchMothers('ن', signal)).toEqual([firstWife, secondWife, stranger]);
    expect(members.search).toHaveBeenCalledWith(
      { q: 'ن', gender: 'female', exclude: 3, inBranch: false },
      signal,
    );
  });

  it('suggests the father’s wives as mothers, and nothing without a father who has some', async () => {
    const members = source([firstWife, secondWife]);
    const { suggestMothers } = searchesWith(members, { father });
    expect(await suggestMothers!(signal)).toEqual([firstWife, secondWife]);
    expect(members.byIds).toHaveBeenCalledWith([7, 2], signal);
    expect(searchesWith(members).suggestMothers).toBeUndefined();
    expect(searchesWith(members, { father: { ...father, spouseIds: [] } }).suggestMothers).toBeUndefined();
  });

  it('looks for spouses of the other gender in the whole family, leaving out those already in the form', async () => {
    const members = source([firstWife, secondWife, stranger]);
    const { searchSpouses, noteDepth } = searchesWith(members, {
      inBranch: true,
      values: {
        gender: 'male',
        mother_id: secondWife,
        spouses: [
          { spouse: firstWife, ended: '' },
          { spouse: null, ended: '' },
        ],
      },
    });
    expect(await searchSpouses('م', signal, 1)).toEqual([stranger]);
    expect(await searchSpouses('م', signal, 0)).toEqual([firstWife, stranger]);
    expect(members.search).toHaveBeenCalledWith({ q: 'م', gender: 'female', exclude: 3 }, signal);
    expect(noteDepth).toHaveBeenCalledTimes(2);
  });
});
