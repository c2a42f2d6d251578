import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import type { ContactInput } from '../../../../shared/schemas/contact-input';
import { apiFetch } from '../../../lib/api-client';

/** SPEC §7: POST /api/contact/send.php with name, subject, message and `to` (the site's e-mail). */
export function sendContactMessage(input: ContactInput) {
  return apiFetch(
    api.contact,
    () => import('../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    { method: 'POST', body: input },
  );
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
