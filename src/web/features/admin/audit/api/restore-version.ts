import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** POST audit/restore.php?id= (owners): the record back to an entry's values. */
export function restoreVersion(entryId: number) {
  return apiFetch(
    withId(api.admin.audit.restore, entryId),
    () => import('../../../../../shared/schemas/audit').then((m) => m.auditRestoreResponseSchema),
    { method: 'POST', auth: true },
  );
}

export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreVersion,
    // The form, the lists, the public pages and this history all show the restored values.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
