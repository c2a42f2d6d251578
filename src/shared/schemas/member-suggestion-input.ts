import { z } from 'zod';
import { normaliseKuwaitPhone } from '../format/phone';
import { memberSuggestionMessages as m } from '../messages/member-suggestions';
import { idSchema, optionalText, requiredText } from './input';
import { suggestionFields } from './member-suggestion';

/** Digits a phone number may have, the country code included (E.164 allows 15). */
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Optional; when given, digits with the usual separators, stored as the chat link wants it (965…). */
const optionalPhone = optionalText(40)
  .refine((value) => {
    if (value === '') return true;
    if (!/^\+?[\d\s\-().]+$/.test(value)) return false;
    const digits = value.replace(/\D/g, '').length;
    return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  }, m.invalidPhone)
  .transform(normaliseKuwaitPhone);

/** What the visitor fills in; the form and the server check it alike. */
export const suggestionFormSchema = z.object({
  field: z
    .enum(suggestionFields, { error: m.invalidField })
    .nullish()
    .transform((value) => value ?? 'other'),
  message: requiredText(2000, m.messageRequired),
  correct_value: optionalText(2000),
  name: requiredText(200, m.nameRequired),
  phone: optionalPhone,
});
export type SuggestionFormInput = z.input<typeof suggestionFormSchema>;

/**
 * Body of POST /api/family-members/suggest.php (decision 021): `{ member_id, message, name, phone }`
 * is the contract; `field` and `correct_value` are optional.
 */
export const memberSuggestionInputSchema = z.object({
  member_id: idSchema(m.memberRequired),
  ...suggestionFormSchema.shape,
});
export type MemberSuggestionInput = z.input<typeof memberSuggestionInputSchema>;
export type MemberSuggestionValues = z.output<typeof memberSuggestionInputSchema>;
