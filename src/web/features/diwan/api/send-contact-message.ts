import { api } from '#shared/api-paths.ts';
import type { ContactInput } from '#shared/schemas/contact-input.ts';
import { apiMutation } from '#web/lib/entity-api.ts';

/**
 * docs/product.md#diwan: POST /api/contact/send.php with name, subject, message and `to` (the site's e-mail).
 */
export const useSendContactMessage = apiMutation({
  request: (input: ContactInput) => ({ path: api.contact, body: input }),
  schema: () => import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema),
});
