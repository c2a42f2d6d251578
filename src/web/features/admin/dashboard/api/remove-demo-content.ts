import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** POST remove-demo.php: removes the demo content (a second call removes nothing). */
export function removeDemoContent() {
  return apiFetch(
    api.admin.removeDemo,
    () => import('../../../../../shared/schemas/demo-content').then((m) => m.demoRemovalResponseSchema),
    { method: 'POST', auth: true },
  );
}

export function useRemoveDemoContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoContent,
    // Every list, counter and public page read before may have shown the demo.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
