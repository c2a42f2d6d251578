import * as z from 'zod/mini';
import { dataResponseSchema, savedResponseSchema } from './responses';

/** The diwan info (docs/product.md#data); GET /api/diwan/get.php sends it bare. */
export const diwanInfoSchema = z.object({
  address: z.string(),
  location: z.string(),
  opening_hours: z.string(),
  contact_phone: z.string(),
  map_url: z.string(),
});
export type DiwanInfo = z.infer<typeof diwanInfoSchema>;

/**
 * The admin's copy (decision 026): with the version a save sends back; 0 before the
 * first save.
 */
export const adminDiwanInfoSchema = z.extend(diwanInfoSchema, { version: z.int() });
export type AdminDiwanInfo = z.infer<typeof adminDiwanInfoSchema>;
/** GET /api/admin/diwan/get.php. */
export const adminDiwanResponseSchema = dataResponseSchema(adminDiwanInfoSchema);
/** POST /api/admin/diwan/update.php. */
export const diwanSavedResponseSchema = savedResponseSchema(adminDiwanInfoSchema);
