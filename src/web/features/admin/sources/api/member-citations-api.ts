import { useQuery } from '@tanstack/react-query';
import { api, withId } from '#shared/api-paths.ts';
import type { CitationInput } from '#shared/schemas/source-input.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { apiMutation } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const schemas = () => import('#shared/schemas/source.ts');

/** GET /api/admin/citations/list.php?member=: the member's citations, its marriages' and events' too. */
export const memberCitationsQueryOptions = (memberId: number) =>
  apiQuery({
    queryKey: queryKeys.admin.citations.list(memberId),
    path: `${api.admin.citations.list}?member=${memberId}`,
    schema: () => schemas().then((m) => m.adminCitationsResponseSchema),
    unwrap: (answer) => answer.data,
    auth: true,
  });

export function useMemberCitations(memberId: number) {
  return useQuery(memberCitationsQueryOptions(memberId));
}

// A citation shows on the member's page and its source's, and counts among the source's uses.
const invalidates = 'everything' as const;

/** POST /api/admin/citations/create.php: a fact tied to its source. */
export const useCreateCitation = apiMutation({
  request: (values: CitationInput) => ({ path: api.admin.citations.create, body: values }),
  schema: () => schemas().then((m) => m.citationSavedResponseSchema),
  auth: true,
  invalidates,
});

/** DELETE /api/admin/citations/delete.php?id=. */
export const useDeleteCitation = apiMutation({
  request: (id: number) => ({ path: withId(api.admin.citations.delete, id), method: 'DELETE' }),
  schema: () => import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema),
  auth: true,
  invalidates,
});
