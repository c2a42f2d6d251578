import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiQuery } from '../../../../lib/api-query';
import { queryKeys } from '../../../../lib/query-keys';

/** GET demo-content.php: whether demo content is left, and how much of each kind. */
export const demoContentQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.admin.demoContent,
    path: api.admin.demoContent,
    schema: () =>
      import('../../../../../shared/schemas/demo-content').then((m) => m.demoContentStatusResponseSchema),
    auth: true,
  });

export function useDemoContent() {
  return useQuery(demoContentQueryOptions());
}
