import { z } from 'zod';
import { adminMessages } from '../messages/admin';
import { commonMessages } from '../messages/common';
import { imageReference, optionalText, recordVersion, requiredText } from './input';
import { DEFAULT_PERSON_ORDER, personCategories } from './notable-person';

/** docs/product.md#validation: order falls back to 99 when empty or non-numeric. */
export function orderOrDefault(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Math.trunc(Number(value));
  }
  return DEFAULT_PERSON_ORDER;
}

const m = adminMessages.people;

/**
 * Body of POST create.php and PUT update.php under /api/admin/notable-people/
 * (docs/product.md#admin-endpoints).
 */
export const notablePersonInputSchema = z.object({
  name: requiredText(200, m.nameRequired),
  position: requiredText(300, m.positionRequired),
  period: optionalText(100),
  // docs/product.md#constants: default person category academic.
  category: z
    .enum(personCategories, { error: commonMessages.validation.invalidCategory })
    .default('academic'),
  bio: optionalText(20_000),
  order: z.unknown().transform(orderOrDefault),
  image: imageReference,
  version: recordVersion,
});
export type NotablePersonInput = z.input<typeof notablePersonInputSchema>;
export type NotablePersonValues = z.output<typeof notablePersonInputSchema>;
