import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET demo-content.php: whether demo content is left, and how much of each kind. */
export const demoContentQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.demoContent,
    path: api.admin.demoContent,
    schema: () => import('#shared/schemas/demo-content.ts').then((m) => m.demoContentStatusResponseSchema),
    auth: true,
  });

export function useDemoContent() {
  return useQuery(demoContentQueryOptions());
}
