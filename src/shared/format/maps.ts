// Pure and free of zod, so public pages can use them without the validation library.

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
