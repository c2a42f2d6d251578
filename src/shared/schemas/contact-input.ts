import { z } from 'zod';
import { publicMessages } from '../messages/public';
import { requiredText } from './input';

const m = publicMessages.contact;

/**
 * Body of POST /api/contact/send.php (docs/product.md#public-endpoints). `to` is accepted and ignored: the
 * server sends to the site's e-mail.
 */
export const contactInputSchema = z.object({
  name: requiredText(200, m.nameRequired),
  subject: requiredText(300, m.subjectRequired),
  message: requiredText(10_000, m.messageRequired),
  to: z.string().max(300).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** Body of POST /api/admin/messages/mark-read.php?id=: read unless said otherwise. */
export const markReadInputSchema = z.object({ read: z.boolean().default(true) });
