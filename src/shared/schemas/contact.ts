import { z } from 'zod';
import { publicMessages } from '../messages/public';
import { requiredText } from './common';

const m = publicMessages.contact;

/** Body of POST /api/contact/send.php (SPEC §7). `to` is accepted and ignored: the server sends to the site's e-mail. */
export const contactInputSchema = z.object({
  name: requiredText(200, m.nameRequired),
  subject: requiredText(300, m.subjectRequired),
  message: requiredText(10_000, m.messageRequired),
  to: z.string().max(300).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
