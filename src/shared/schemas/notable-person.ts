import { z } from 'zod';
import { adminMessages } from '../messages/admin';
import { commonMessages } from '../messages/common';
import { imageReference, optionalText, requiredText } from './common';

export const personCategories = ['academic', 'political', 'social'] as const;
export type PersonCategory = (typeof personCategories)[number];

// SPEC §9: default notable order 99.
export const DEFAULT_PERSON_ORDER = 99;

/** SPEC §5: order falls back to 99 when empty or non-numeric. */
export function orderOrDefault(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Math.trunc(Number(value));
  }
  return DEFAULT_PERSON_ORDER;
}

const m = adminMessages.people;

export const notablePersonInputSchema = z.object({
  name: requiredText(200, m.nameRequired),
  position: requiredText(300, m.positionRequired),
  period: optionalText(100),
  // SPEC §9: default person category academic.
  category: z
    .enum(personCategories, { error: commonMessages.validation.invalidCategory })
    .default('academic'),
  bio: optionalText(20_000),
  order: z.unknown().transform(orderOrDefault),
  image: imageReference,
});
export type NotablePersonInput = z.input<typeof notablePersonInputSchema>;
export type NotablePersonValues = z.output<typeof notablePersonInputSchema>;

export const notablePersonSchema = z.object({
  // SPEC §3: the notable person's id is a string.
  id: z.string(),
  name: z.string(),
  position: z.string(),
  category: z.enum(personCategories),
  image: z.string(),
  bio: z.string(),
  period: z.string(),
  order: z.number(),
});
export type NotablePerson = z.infer<typeof notablePersonSchema>;
