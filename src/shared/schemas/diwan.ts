import { z } from 'zod';
import { adminMessages } from '../messages/admin';
import { isGoogleMapsUrl } from '../format/maps';
import { optionalText, requiredText } from './common';

const m = adminMessages.diwan;

export const diwanInputSchema = z.object({
  address: requiredText(500, m.addressRequired),
  location: requiredText(500, m.locationRequired),
  opening_hours: requiredText(500, m.hoursRequired),
  contact_phone: optionalText(40),
  map_url: requiredText(3000, m.mapRequired).refine(isGoogleMapsUrl, m.mapInvalid),
});
export type DiwanInput = z.input<typeof diwanInputSchema>;
export type DiwanValues = z.output<typeof diwanInputSchema>;

export const diwanInfoSchema = z.object({
  address: z.string(),
  location: z.string(),
  opening_hours: z.string(),
  contact_phone: z.string(),
  map_url: z.string(),
});
export type DiwanInfo = z.infer<typeof diwanInfoSchema>;
