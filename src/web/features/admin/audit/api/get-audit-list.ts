import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export interface AuditFilters {
  user: string;
  type: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

/** The filters as the list's query string: empty ones and the first page left out. */
function searchOf(filters: AuditFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== '' && value !== 1) search.set(key, String(value));
  return search.toString();
}

/** GET audit/list.php (owners): the change history, filtered, newest first. */
export const auditListQueryOptions = (filters: AuditFilters) => {
  const query = searchOf(filters);
  return apiQuery(
    {
      queryKey: queryKeys.admin.audit.list(query),
      path: query ? `${api.admin.audit.list}?${query}` : api.admin.audit.list,
      schema: () => import('#shared/schemas/audit.ts').then((m) => m.auditListResponseSchema),
      auth: true,
    },
    // The page shown stays while the next one or the next filter loads.
    { placeholderData: keepPreviousData },
  );
};

export function useAuditList(filters: AuditFilters) {
  return useQuery(auditListQueryOptions(filters));
}
