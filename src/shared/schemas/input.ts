// Building blocks of the request (input) schemas, shared by the admin forms and the server.
import { z } from 'zod';
import { commonMessages } from '../messages/common';
import { parseId } from './ids';

const m = commonMessages.validation;

/** A required text: trimmed, non-empty, capped. */
export function requiredText(max: number, requiredMessage: string = m.required) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, m.tooLong(max));
}

/** An optional text: trimmed; empty and missing both become ''. */
export function optionalText(max: number) {
  return z
    .string({ error: m.required })
    .trim()
    .max(max, m.tooLong(max))
    .nullish()
    .transform((value) => value ?? '');
}

/** An e-mail address or ''. */
export const optionalEmail = z
  .string()
  .trim()
  .max(200, m.tooLong(200))
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), m.invalidEmail)
  .nullish()
  .transform((v) => v ?? '');

/** An http(s) URL or ''. */
export const optionalUrl = z
  .string({ error: m.invalidUrl })
  .trim()
  .max(2000, m.tooLong(2000))
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), m.invalidUrl)
  .nullish()
  .transform((value) => value ?? '');

/**
 * An image reference: '' (none), a path on this site (/uploads/…, /images/…)
 * or an http(s) URL. Anything else (javascript:, data:) is refused.
 */
export const imageReference = z
  .string({ error: m.invalidUrl })
  .trim()
  .max(2000, m.tooLong(2000))
  .refine(
    (value) => value === '' || /^\/(?!\/)[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    m.invalidUrl,
  )
  .nullish()
  .transform((value) => value ?? '');

export const isoDate = z
  .string({ error: m.invalidDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.invalidDate)
  // Round-tripping through Date refuses impossible days such as 2024-02-31.
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, m.invalidDate);

/**
 * The one id schema, for query strings and bodies alike: ids.ts's strict reading, a whole number
 * 1…MAX_ID given as a JSON number or as its plain digits; `1e3`, `0x10`, ` 7 `, `07` are refused.
 * Typed as the number a form sends; a query string's digits pass the same check.
 */
export function idSchema(message: string = commonMessages.validation.invalidId) {
  return z.custom<number>((raw) => parseId(raw) !== null, { error: message }).transform((raw) => Number(raw));
}

/** An id that may be left empty: null, '' and absent all mean none. */
export function optionalIdSchema(message?: string) {
  return z
    .union([z.null(), z.literal(''), idSchema(message)], {
      error: message ?? commonMessages.validation.invalidId,
    })
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null));
}

/** `?id=` of the API's PHP-style endpoints (docs/product.md#why-the-paths-end-in-php). */
export const idQuerySchema = z.object({ id: idSchema() });

export type FieldErrors = Record<string, string>;

/** Flattens zod issues to one message per top-level field, for forms and 400 bodies. */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The version an update starts from (decision 026): an older one than stored is
 * refused with 409. Optional, so older clients, which send none, keep saving. 0 is a singleton
 * (the diwan, the site settings, the history page's texts) read before its first save.
 */
export const recordVersion = z.number().int().nonnegative().optional();
