import { z } from 'zod';
import { idSchema } from './input';

const memberId = idSchema();

/** `?from=&to=` of relationship.php: two member ids, read the one strict way (input.ts). */
export const relationshipQuerySchema = z.object({ from: memberId, to: memberId });

/** `?id=` of profile.php. */
export const memberProfileQuerySchema = z.object({ id: memberId });

/** `?q=` of search.php: what the visitor typed, trimmed; fewer than 2 letters finds nothing. */
export const memberSearchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
});
