import * as z from 'zod/mini';

/** Rows by table name (`family_members`, `news`…): the demo is whatever the seed recorded. */
const rowsByTableSchema = z.record(z.string(), z.number());

/** GET /api/admin/demo-content.php: whether the dashboard offers «إزالة المحتوى التجريبي». */
export const demoContentStatusResponseSchema = z.object({
  success: z.literal(true),
  hasDemoContent: z.boolean(),
  counts: rowsByTableSchema,
});
export type DemoContentStatus = z.infer<typeof demoContentStatusResponseSchema>;

/** POST /api/admin/remove-demo.php: what went (nothing, the second time). */
export const demoRemovalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  removed: rowsByTableSchema,
  /** The family's own rows that pointed at demo rows and were unlinked or went with them. */
  detached: z.number(),
  /** Image files deleted from the uploads folder. */
  imageFiles: z.number(),
});
export type DemoRemovalResult = z.infer<typeof demoRemovalResponseSchema>;
