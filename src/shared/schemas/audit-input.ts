import { z } from 'zod';
import { auditActions, auditRecordTypes } from '../audit/audit-types';
import { idSchema } from './input';

const optionalDay = z
  .string()
  .optional()
  .transform((value) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined));

/** GET /api/admin/audit/list.php (owners): filters by person, record type, action, days. */
export const auditListQuerySchema = z.object({
  user: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
  type: z.enum(auditRecordTypes).optional().catch(undefined),
  action: z.enum(auditActions).optional().catch(undefined),
  /** Kuwait days, yyyy-MM-dd, both included. */
  from: optionalDay,
  to: optionalDay,
  page: z
    .string()
    .optional()
    .transform((value) => Math.min(Math.max(Number(/^\d{1,6}$/.test(value ?? '') ? value : 1), 1), 100_000)),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** GET /api/admin/audit/record.php?type=member&id=5: one record's own history. */
export const auditRecordQuerySchema = z.object({
  type: z.enum(auditRecordTypes),
  id: idSchema(),
});
