import * as z from 'zod/mini';
import { auditActions, auditRecordTypes } from '../audit/audit-types';

/** One change in the history (decision 025): before and after are the stored records. */
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  username: z.string(),
  action: z.enum(auditActions),
  record_type: z.enum(auditRecordTypes),
  record_id: z.nullable(z.int()),
  summary: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  ip: z.string(),
  /** The change was a relative's own (their household page), not a keeper's; absent in older answers. */
  by_relative: z.optional(z.boolean()),
  /** Whether an owner may bring the record back to this entry's values. */
  restorable: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
});
export type AuditList = z.infer<typeof auditListResponseSchema>;

export const auditRecordResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
});

/** Which record the restore wrote: a deleted one comes back under a new id. */
export const auditRestoreResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ record_type: z.enum(auditRecordTypes), record_id: z.int() }),
});
