import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** GET /api/admin/import/batches.php: the imports so far, newest first, and which can be undone. */
export const importBatchesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'import-batches'] as const,
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.import.batches,
        () => import('../../../../../shared/schemas/import').then((m) => m.importBatchesResponseSchema),
        { auth: true, signal },
      ),
    select: (answer) => answer.batches,
    staleTime: 0,
  });

export function useImportBatches() {
  return useQuery(importBatchesQueryOptions());
}
