import * as z from 'zod/mini';
import { notificationKinds } from '../push/kinds';
import { dataResponseSchema, savedResponseSchema } from './responses';

/**
 * A signed-in relative's e-mail choices (docs/product.md#notifications): the kinds he receives,
 * the address they go to (his member's e-mail, '' when none is recorded), and whether the site
 * sends e-mail at all (SMTP configured).
 */
export const familyMailSchema = z.object({
  available: z.boolean(),
  email: z.string(),
  kinds: z.array(z.enum(notificationKinds)),
});
export type FamilyMail = z.infer<typeof familyMailSchema>;

export const familyMailResponseSchema = dataResponseSchema(familyMailSchema);
export const familyMailSavedResponseSchema = savedResponseSchema(familyMailSchema);
