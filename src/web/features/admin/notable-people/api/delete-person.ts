import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** DELETE delete.php?id=. */
export function deletePerson(id: string) {
  return apiFetch(
    withId(api.admin.notablePeople.delete, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    {
      method: 'DELETE',
      auth: true,
    },
  );
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    // The home page, the public list and the dashboard counter show people too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
