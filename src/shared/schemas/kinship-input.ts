import { z } from 'zod';
import { commonMessages } from '../messages/common';
import { parseId } from './ids';

const memberId = z.unknown().transform((raw, context) => {
  const id = parseId(raw);
  if (id === null) {
    context.addIssue({ code: 'custom', message: commonMessages.validation.invalidId });
    return z.NEVER;
  }
  return id;
});

/** `?from=&to=` of relationship.php: two member ids, read the one strict way (ids.ts). */
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
