import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/import/batches.php: the imports so far, newest first, and which can be undone. */
export const importBatchesQueryOptions = () =>
  apiQuery(
    {
      queryKey: queryKeys.admin.importBatches,
      path: api.admin.import.batches,
      schema: () => import('#shared/schemas/import.ts').then((m) => m.importBatchesResponseSchema),
      auth: true,
      unwrap: (answer) => answer.batches,
    },
    { staleTime: 0 },
  );

export function useImportBatches() {
  return useQuery(importBatchesQueryOptions());
}
