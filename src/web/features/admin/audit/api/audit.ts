import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import type { AuditRecordType } from '../../../../../shared/audit/audit-types';
import { apiFetch } from '../../../../lib/api-client';

const auditKey = ['admin', 'audit'] as const;

export interface AuditFilters {
  user: string;
  type: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

/** GET audit/list.php (owners): the change history, filtered, newest first. */
export function useAuditList(filters: AuditFilters) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== '' && value !== 1) search.set(key, String(value));
  const query = search.toString();
  return useQuery({
    queryKey: [...auditKey, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiFetch(
        query ? `${api.admin.audit.list}?${query}` : api.admin.audit.list,
        () => import('../../../../../shared/schemas/audit').then((m) => m.auditListResponseSchema),
        { auth: true, signal },
      ),
  });
}

/** GET audit/record.php: one member's or news item's own history. */
export const recordHistoryQueryOptions = (type: AuditRecordType, id: number) =>
  queryOptions({
    queryKey: [...auditKey, 'record', type, id],
    queryFn: ({ signal }) =>
      apiFetch(
        `${api.admin.audit.record}?type=${type}&id=${id}`,
        () => import('../../../../../shared/schemas/audit').then((m) => m.auditRecordResponseSchema),
        { auth: true, signal },
      ),
  });

export function useRecordHistory(type: AuditRecordType, id: number, enabled: boolean) {
  return useQuery({ ...recordHistoryQueryOptions(type, id), enabled });
}

/** POST audit/restore.php?id= (owners): the record back to an entry's values; every copy refreshed. */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) =>
      apiFetch(
        withId(api.admin.audit.restore, entryId),
        () => import('../../../../../shared/schemas/audit').then((m) => m.auditRestoreResponseSchema),
        { method: 'POST', auth: true },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
