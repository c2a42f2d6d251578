import { api } from '../../../../shared/api-paths';
import type { ContactInput } from '../../../../shared/schemas/contact-input';
import { apiMutation } from '../../../lib/entity-api';

/**
 * docs/product.md#diwan: POST /api/contact/send.php with name, subject, message and `to` (the site's e-mail).
 */
export const useSendContactMessage = apiMutation({
  request: (input: ContactInput) => ({ path: api.contact, body: input }),
  schema: () => import('../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
});
