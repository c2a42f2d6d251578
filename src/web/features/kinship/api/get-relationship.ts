import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET /api/family-members/relationship.php?from=&to=: what `to` is to `from`, and the
 * people of the path named as the public sees them. An unknown or hidden id is a 404 with the
 * server's Arabic message, thrown as an ApiError like any failure.
 */
export const relationshipQueryOptions = (from: number, to: number | null) =>
  apiQuery(
    {
      queryKey: queryKeys.familyMembers.relationship(from, to),
      path: `${api.familyMembers.relationship}?${new URLSearchParams({ from: String(from), to: String(to) })}`,
      schema: () => import('#shared/schemas/kinship.ts').then((m) => m.relationshipResponseSchema),
      unwrap: ({ relation, people }) => ({ relation, people }),
    },
    { enabled: to !== null },
  );

/** The relation of `to` to `from`; idle while no second member is chosen. */
export function useRelationship(from: number, to: number | null) {
  return useQuery(relationshipQueryOptions(from, to));
}
