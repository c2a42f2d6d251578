import * as z from 'zod/mini';
import { genders } from './family-member';

// The import and export of a family (decision 012). zod/mini like the other response schemas.

export const importFormats = ['gedcom', 'csv'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** Something the import met and did not take, or took with a doubt (family-data.ts on the server). */
export const importWarningSchema = z.object({
  message: z.string(),
  line: z.optional(z.int()),
  column: z.optional(z.string()),
  count: z.optional(z.int()),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;

/** The first people of the file as they will be stored, for the admin to check before importing. */
export const importPreviewRowSchema = z.object({
  name: z.string(),
  gender: z.nullable(z.enum(genders)),
  birth: z.string(),
  death: z.string(),
  generation: z.int(),
  father: z.string(),
  mother: z.string(),
  spouses: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** POST /api/admin/import/{gedcom,csv}.php[?dry_run=1]: `batch_id` is null for a dry run. */
export const importResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  dry_run: z.boolean(),
  summary: z.object({
    members: z.int(),
    marriages: z.int(),
    skipped: z.int(),
    warnings: z.array(importWarningSchema),
    preview: z.array(importPreviewRowSchema),
  }),
  batch_id: z.nullable(z.int()),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

export const importBatchSchema = z.object({
  id: z.int(),
  format: z.enum(importFormats),
  file_name: z.string(),
  members: z.int(),
  marriages: z.int(),
  created_at: z.string(),
  undone_at: z.nullable(z.string()),
  /** Nothing of it was edited or linked to since: it can still be undone as a whole. */
  undoable: z.boolean(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

/** GET /api/admin/import/batches.php: newest first. */
export const importBatchesResponseSchema = z.object({
  success: z.literal(true),
  batches: z.array(importBatchSchema),
});
