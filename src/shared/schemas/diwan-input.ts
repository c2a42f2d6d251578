import { z } from 'zod';
import { toMapEmbedUrl, type MapEmbedRefusal } from '../format/maps';
import { adminMessages } from '../messages/admin';
import { optionalText, recordVersion, requiredText } from './input';

const m = adminMessages.diwan;

const refusalMessage: Record<MapEmbedRefusal, string> = {
  'not-google': m.mapInvalid,
  'short-link': m.mapShortLink,
  'no-place': m.mapNoPlace,
};

/**
 * Body of POST /api/admin/diwan/update.php (docs/product.md#validation). The map link is stored as the link
 * the public page can frame, or refused with the reason it cannot be shown.
 */
export const diwanInputSchema = z.object({
  address: requiredText(500, m.addressRequired),
  location: requiredText(500, m.locationRequired),
  opening_hours: requiredText(500, m.hoursRequired),
  contact_phone: optionalText(40),
  map_url: requiredText(3000, m.mapRequired).transform((value, context) => {
    const result = toMapEmbedUrl(value);
    if (result.ok) return result.embedUrl;
    context.addIssue({ code: 'custom', message: refusalMessage[result.reason] });
    return z.NEVER;
  }),
  version: recordVersion,
});
export type DiwanInput = z.input<typeof diwanInputSchema>;
export type DiwanValues = z.output<typeof diwanInputSchema>;
