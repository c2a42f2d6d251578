import { z } from 'zod';
import { isGoogleMapsUrl } from '../format/maps';
import { adminMessages } from '../messages/admin';
import { optionalText, requiredText } from './input';

const m = adminMessages.diwan;

/** Body of POST /api/admin/diwan/update.php (SPEC §5 rules). */
export const diwanInputSchema = z.object({
  address: requiredText(500, m.addressRequired),
  location: requiredText(500, m.locationRequired),
  opening_hours: requiredText(500, m.hoursRequired),
  contact_phone: optionalText(40),
  map_url: requiredText(3000, m.mapRequired).refine(isGoogleMapsUrl, m.mapInvalid),
});
export type DiwanInput = z.input<typeof diwanInputSchema>;
export type DiwanValues = z.output<typeof diwanInputSchema>;
