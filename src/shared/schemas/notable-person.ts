import * as z from 'zod/mini';
import { dataResponseSchema, savedResponseSchema } from './responses';

export const personCategories = ['academic', 'political', 'social'] as const;
export type PersonCategory = (typeof personCategories)[number];

// docs/product.md#constants: default notable order 99.
export const DEFAULT_PERSON_ORDER = 99;

/** The notable person (docs/product.md#data), as every endpoint sends it. */
export const notablePersonSchema = z.object({
  // docs/product.md#data: the notable person's id is a string.
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

/** GET /api/notable-people.php: the bare array (docs/product.md#public-endpoints). */
export const notablePeopleResponseSchema = z.array(notablePersonSchema);
/** The admin's copy: with the version an update sends back (decision 026). */
export const adminNotablePersonSchema = z.extend(notablePersonSchema, { version: z.int() });
export type AdminNotablePerson = z.infer<typeof adminNotablePersonSchema>;
/** GET /api/admin/notable-people/list.php. */
export const adminPeopleListResponseSchema = dataResponseSchema(z.array(adminNotablePersonSchema));
/** GET /api/admin/notable-people/get.php?id=. */
export const adminPersonResponseSchema = dataResponseSchema(adminNotablePersonSchema);
/** POST create.php, PUT update.php?id=. */
export const personSavedResponseSchema = savedResponseSchema(adminNotablePersonSchema);
