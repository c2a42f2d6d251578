import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';
import { isFamilyMembersQuery } from './save-family-member';

export function deleteFamilyMember(id: number) {
  return apiFetch(
    withId(api.familyMembers.delete, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    {
      method: 'DELETE',
      auth: true,
    },
  );
}

export function useDeleteFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFamilyMember,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isFamilyMembersQuery(query.queryKey) }),
  });
}
