import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/family-members/relationship.php?from=&to= (issue #10): what `to` is to `from`, and the
 * people of the path named as the public sees them. An unknown or hidden id is a 404 with the
 * server's Arabic message, thrown as an ApiError like any failure.
 */
export async function getRelationship(from: number, to: number, signal?: AbortSignal) {
  const search = new URLSearchParams({ from: String(from), to: String(to) });
  const { relation, people } = await apiFetch(
    `${api.familyMembers.relationship}?${search}`,
    () => import('../../../../shared/schemas/kinship').then((m) => m.relationshipResponseSchema),
    { signal },
  );
  return { relation, people };
}

export const relationshipQueryOptions = (from: number, to: number | null) =>
  queryOptions({
    queryKey: ['family-members', 'relationship', from, to] as const,
    queryFn: ({ signal }) => getRelationship(from, to as number, signal),
    enabled: to !== null,
  });

/** The relation of `to` to `from`; idle while no second member is chosen. */
export function useRelationship(from: number, to: number | null) {
  return useQuery(relationshipQueryOptions(from, to));
}
