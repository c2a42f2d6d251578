import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { AuditRecordType } from '../../../../../shared/audit/audit-types';
import { apiFetch } from '../../../../lib/api-client';
import { auditQueryKey } from './audit-query-key';

/** GET audit/record.php?type=&id= (every keeper): one member's or news item's own history. */
export function getRecordHistory(type: AuditRecordType, id: number, signal?: AbortSignal) {
  return apiFetch(
    `${api.admin.audit.record}?type=${type}&id=${id}`,
    () => import('../../../../../shared/schemas/audit').then((m) => m.auditRecordResponseSchema),
    { auth: true, signal },
  );
}

export const recordHistoryQueryOptions = (type: AuditRecordType, id: number) =>
  queryOptions({
    queryKey: [...auditQueryKey, 'record', type, id],
    queryFn: ({ signal }) => getRecordHistory(type, id, signal),
  });

/** Loaded only once the section is opened. */
export function useRecordHistory(type: AuditRecordType, id: number, enabled: boolean) {
  return useQuery({ ...recordHistoryQueryOptions(type, id), enabled });
}
