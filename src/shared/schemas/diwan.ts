import * as z from 'zod/mini';
import { savedResponseSchema } from './responses';

/** SPEC §3 diwan info; GET /api/diwan/get.php sends it bare. */
export const diwanInfoSchema = z.object({
  address: z.string(),
  location: z.string(),
  opening_hours: z.string(),
  contact_phone: z.string(),
  map_url: z.string(),
});
export type DiwanInfo = z.infer<typeof diwanInfoSchema>;

/** POST /api/admin/diwan/update.php. */
export const diwanSavedResponseSchema = savedResponseSchema(diwanInfoSchema);
