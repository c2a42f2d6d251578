import { z } from 'zod';
import { messages } from '../messages';
import { optionalText, requiredText } from './common';

const m = messages.adminDiwan;

/** SPEC §5: the map URL must be a Google Maps embed or address link. */
export function isGoogleMapsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  const googleHost = /^(www\.)?google\.[a-z.]+$/.test(host) || host === 'maps.google.com';
  if (googleHost && url.pathname.startsWith('/maps')) return true;
  return host === 'maps.app.goo.gl' || (host === 'goo.gl' && url.pathname.startsWith('/maps'));
}

/** True for links that may be put in an iframe (the embed form). */
export function isGoogleMapsEmbedUrl(value: string): boolean {
  return isGoogleMapsUrl(value) && /\/maps\/embed/.test(value);
}

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
