import { api } from '#shared/api-paths.ts';
import { readApi } from '#web/lib/api-query.ts';

/**
 * GET /api/family-members/search.php?q=: at most 20 members, best first. Asked by the
 * search boxes' comboboxes as the visitor types, each answer for its own query, so not cached.
 */
export function searchMembers(q: string, signal?: AbortSignal) {
  return readApi(
    {
      path: `${api.familyMembers.search}?q=${encodeURIComponent(q)}`,
      schema: () => import('#shared/schemas/member-page.ts').then((m) => m.memberSearchResponseSchema),
      unwrap: (answer) => answer.results,
    },
    signal,
  );
}
