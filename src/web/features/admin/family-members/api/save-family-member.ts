import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import type { FamilyMemberValues } from '../../../../../shared/schemas/family-member-input';
import { apiFetch } from '../../../../lib/api-client';
import { adminFamilyMembersQueryKey } from './query-keys';

/** POST create.php for a new member, PUT update.php?id= for an existing one (SPEC §7). */
export function saveFamilyMember(id: number | null, values: FamilyMemberValues) {
  const request = { method: id === null ? 'POST' : 'PUT', body: values, auth: true } as const;
  const path = id === null ? api.familyMembers.create : withId(api.familyMembers.update, id);
  return apiFetch(
    path,
    () =>
      import('../../../../../shared/schemas/family-member').then((m) => m.familyMemberSavedResponseSchema),
    request,
  );
}

/**
 * Every cached copy of the tree: the admin list, the public pages' tree (['family-members'])
 * and the dashboard's member counter (['admin', 'stats']).
 */
export function isFamilyMembersQuery(key: readonly unknown[]): boolean {
  if (key[0] === 'admin' && key[1] === 'stats') return true;
  return (
    (key[0] === adminFamilyMembersQueryKey[0] && key[1] === adminFamilyMembersQueryKey[1]) ||
    key[0] === 'family-members'
  );
}

export function useSaveFamilyMember(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FamilyMemberValues) => saveFamilyMember(id, values),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isFamilyMembersQuery(query.queryKey) }),
  });
}
