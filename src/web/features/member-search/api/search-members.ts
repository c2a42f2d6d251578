import { api } from '#shared/api-paths.ts';
import type { PlaceLabel } from '#shared/schemas/member-life.ts';
import type { MemberSearchResult } from '#shared/schemas/member-page.ts';
import { readApi } from '#web/lib/api-query.ts';

const searchPath = (q: string) => `${api.familyMembers.search}?q=${encodeURIComponent(q)}`;
const schema = () => import('#shared/schemas/member-page.ts').then((m) => m.memberSearchResponseSchema);

/**
 * GET /api/family-members/search.php?q=: at most 20 members, best first. Asked by the
 * search boxes' comboboxes as the visitor types, each answer for its own query, so not cached.
 */
export function searchMembers(q: string, signal?: AbortSignal) {
  return readApi(
    {
      path: searchPath(q),
      schema,
      unwrap: (answer) => answer.results,
    },
    signal,
  );
}

/** What the site's search offers: a member, or a place (decision 056). */
export type FoundInTree =
  { kind: 'member'; member: MemberSearchResult } | { kind: 'place'; place: PlaceLabel };

/** The same search, its members first, then the places whose name holds what was typed. */
export function searchTree(q: string, signal?: AbortSignal) {
  return readApi(
    {
      path: searchPath(q),
      schema,
      unwrap: (answer): FoundInTree[] => [
        ...answer.results.map((member) => ({ kind: 'member' as const, member })),
        ...(answer.places ?? []).map((place) => ({ kind: 'place' as const, place })),
      ],
    },
    signal,
  );
}
