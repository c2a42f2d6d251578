import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export function markMessageRead(id: number, read: boolean) {
  return apiFetch(
    withId(api.admin.messages.markRead, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successResponseSchema),
    {
      method: 'POST',
      body: { read },
      auth: true,
    },
  );
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => markMessageRead(id, read),
    // The sidebar's unread count and the dashboard read other admin queries.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
