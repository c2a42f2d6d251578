import * as z from 'zod/mini';

/** A message sent through the diwan page's contact form, as the admin inbox shows it. */
export const contactMessageSchema = z.object({
  id: z.int(),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/messages/list.php. */
export const inboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(contactMessageSchema),
  unreadCount: z.number(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
