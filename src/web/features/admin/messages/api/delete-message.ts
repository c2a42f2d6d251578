import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export function deleteMessage(id: number) {
  return apiFetch(
    withId(api.admin.messages.delete, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    {
      method: 'DELETE',
      auth: true,
    },
  );
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
