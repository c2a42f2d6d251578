import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/import/undo.php?id=: deletes what the import created, if nothing touched it since. */
export function undoImport(id: number) {
  return apiFetch(
    withId(api.admin.import.undo, id),
    () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    { method: 'POST', auth: true },
  );
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoImport, onSuccess: () => queryClient.invalidateQueries() });
}
