import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiQuery } from '../../../../lib/api-query';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/admin/import/batches.php: the imports so far, newest first, and which can be undone. */
export const importBatchesQueryOptions = () =>
  apiQuery(
    {
      queryKey: queryKeys.admin.importBatches,
      path: api.admin.import.batches,
      schema: () => import('../../../../../shared/schemas/import').then((m) => m.importBatchesResponseSchema),
      auth: true,
      unwrap: (answer) => answer.batches,
    },
    { staleTime: 0 },
  );

export function useImportBatches() {
  return useQuery(importBatchesQueryOptions());
}
