import { api } from '../../../../shared/api-paths';
import { readApi } from '../../../lib/api-query';

/**
 * GET /api/family-members/search.php?q=: at most 20 members, best first. Asked by the
 * search boxes' comboboxes as the visitor types, each answer for its own query, so not cached.
 */
export function searchMembers(q: string, signal?: AbortSignal) {
  return readApi(
    {
      path: `${api.familyMembers.search}?q=${encodeURIComponent(q)}`,
      schema: () =>
        import('../../../../shared/schemas/member-page').then((m) => m.memberSearchResponseSchema),
      unwrap: (answer) => answer.results,
    },
    signal,
  );
}
