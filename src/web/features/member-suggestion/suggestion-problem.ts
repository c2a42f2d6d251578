import type { FieldErrors } from 'react-hook-form';
import { memberSuggestionMessages as m } from '#shared/messages/member-suggestions.ts';
import type { SuggestionFormInput } from '#shared/schemas/member-suggestion-input.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** The form's fields, the names the server's field messages use. */
export const suggestionFormFields = ['field', 'message', 'correct_value', 'name', 'phone'] as const;
export type SuggestionFormField = (typeof suggestionFormFields)[number];

const requiredMessages = new Set<string>([m.messageRequired, m.nameRequired]);

/**
 * The line above a form the browser-side checks refuse: only empty required fields, the SPEC's
 * summary (as the contact form); otherwise the first field's own message.
 */
export function invalidFormProblem(fieldErrors: FieldErrors<SuggestionFormInput>): string | null {
  const texts = Object.values(fieldErrors).map((error) => error?.message ?? '');
  return texts.every((text) => requiredMessages.has(text)) ? m.requiredFields : (texts.find(Boolean) ?? null);
}

/**
 * A send that failed: the server's own words for what it refused (a field, the limit, a member
 * gone), with its field messages; otherwise the connection failed or the server did.
 */
export function sendProblem(error: unknown): { problem: string; fields: [SuggestionFormField, string][] } {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) {
    return { problem: m.failed, fields: [] };
  }
  const fields = Object.entries(error.fields).filter((entry): entry is [SuggestionFormField, string] =>
    (suggestionFormFields as readonly string[]).includes(entry[0]),
  );
  return { problem: error.message, fields };
}
