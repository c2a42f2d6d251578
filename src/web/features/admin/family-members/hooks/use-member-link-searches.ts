import { useCallback, useState } from 'react';
import { useAdminAccess } from '#web/features/admin/shell/hooks/use-admin-access.ts';
import { useMemberChoiceSearch, type MemberChoices, type MemberSearch } from '../api/search-member-choices';
import {
  availableSpouses,
  orderMothers,
  spouseGender,
  type MemberChoice,
  type MemberFormValues,
} from '../member-form-values';

/** Where the searches ask: the member list (useMemberChoiceSearch). */
export interface MemberChoiceSource {
  search: (params: MemberSearch, signal: AbortSignal) => Promise<MemberChoices>;
  byIds: (ids: readonly number[], signal: AbortSignal) => Promise<MemberChoices>;
}

type Found = Promise<readonly MemberChoice[]>;

export interface MemberLinkSearches {
  searchFathers: (query: string, signal: AbortSignal) => Found;
  searchMothers: (query: string, signal: AbortSignal) => Found;
  /** The chosen father's wives, offered before anything is typed; none without a father or wives. */
  suggestMothers: ((signal: AbortSignal) => Found) | undefined;
  /** Spouses for marriage row `index`: the other gender, nobody another row already holds. */
  searchSpouses: (query: string, signal: AbortSignal, index: number) => Found;
}

export interface MemberLinkSearchContext {
  members: MemberChoiceSource;
  /** The member being edited (never offered as his own relative); null for a new one. */
  selfId: number | null;
  /** A branch editor's parents must come from the branch: the server only offers those. */
  inBranch: boolean;
  father: MemberChoice | null;
  /** The form's values when a search starts (the gender and the other rows' spouses). */
  values: () => MemberFormValues;
  /** Each search also tells the family's depth: a deeper one widens the generation choices. */
  noteDepth: (deepestGeneration: number) => void;
}

/** The searches behind the member form's father, mother and spouse fields. */
export function memberLinkSearches({
  members,
  selfId,
  inBranch,
  father,
  values,
  noteDepth,
}: MemberLinkSearchContext): MemberLinkSearches {
  const choicesOf = (answer: MemberChoices) => {
    noteDepth(answer.deepestGeneration);
    return answer.choices;
  };
  return {
    searchFathers: (query, signal) =>
      members.search({ q: query, gender: 'male', exclude: selfId, inBranch }, signal).then(choicesOf),
    searchMothers: (query, signal) =>
      members
        .search({ q: query, gender: 'female', exclude: selfId, inBranch }, signal)
        .then(choicesOf)
        .then((found) => orderMothers(found, father, selfId)),
    suggestMothers:
      father && father.spouseIds.length > 0
        ? (signal) =>
            members
              .byIds(father.spouseIds, signal)
              .then((answer) => orderMothers(answer.choices, father, selfId))
        : undefined,
    // Only parents must come from the branch; a spouse is looked for in the whole family.
    searchSpouses: (query, signal, index) =>
      members
        .search({ q: query, gender: spouseGender(values().gender), exclude: selfId }, signal)
        .then(choicesOf)
        .then((found) => availableSpouses(found, values(), index, selfId)),
  };
}

/**
 * The member form's link searches, asked through the query client, and the family's deepest
 * generation as far as the form knows it (it opened with one; a search may report a deeper one).
 */
export function useMemberLinkSearches(
  context: Pick<MemberLinkSearchContext, 'selfId' | 'father' | 'values'> & { deepestGeneration: number },
) {
  const [deepest, setDeepest] = useState(context.deepestGeneration);
  const noteDepth = useCallback((depth: number) => setDeepest((known) => Math.max(known, depth)), []);
  const members = useMemberChoiceSearch();
  const inBranch = useAdminAccess().role === 'branch_editor';
  return { deepest, ...memberLinkSearches({ ...context, members, inBranch, noteDepth }) };
}
