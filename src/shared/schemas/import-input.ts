import { z } from 'zod';

/** `?dry_run=1` on the import calls: read and check the file, write nothing (decision 012). */
export const importQuerySchema = z.object({
  dry_run: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/**
 * `?version=7.0` on the GEDCOM export (decision 062): GEDCOM 5.5.1 by default, which every program
 * reads and which the export wrote before 7.0 was offered, or 7.0.
 */
export const gedcomExportQuerySchema = z.object({
  version: z.enum(['5.5.1', '7.0']).default('5.5.1'),
});
