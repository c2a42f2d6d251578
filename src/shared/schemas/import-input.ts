import { z } from 'zod';

/** `?dry_run=1` on the import calls: read and check the file, write nothing (decision 012). */
export const importQuerySchema = z.object({
  dry_run: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
