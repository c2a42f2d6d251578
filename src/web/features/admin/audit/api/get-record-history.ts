import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import type { AuditRecordType } from '#shared/audit/audit-types.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET audit/record.php?type=&id= (every keeper): one member's or news item's own history. */
export const recordHistoryQueryOptions = (type: AuditRecordType, id: number) =>
  apiQuery({
    queryKey: queryKeys.admin.audit.record(type, id),
    path: `${api.admin.audit.record}?type=${type}&id=${id}`,
    schema: () => import('#shared/schemas/audit.ts').then((m) => m.auditRecordResponseSchema),
    auth: true,
  });

/** Loaded only once the section is opened. */
export function useRecordHistory(type: AuditRecordType, id: number, enabled: boolean) {
  return useQuery({ ...recordHistoryQueryOptions(type, id), enabled });
}
