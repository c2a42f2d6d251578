import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import type { ContactInput } from '../../../../shared/schemas/contact';
import { apiFetch } from '../../../lib/api-client';

export interface ContactReply {
  success: boolean;
  message: string;
}

/** SPEC §7: POST /api/contact/send.php with name, subject, message and `to` (the site's e-mail). */
export function sendContactMessage(input: ContactInput): Promise<ContactReply> {
  return apiFetch<ContactReply>(api.contact, { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
