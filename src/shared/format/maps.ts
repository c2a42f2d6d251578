// Pure and free of zod, so public pages can use them without the validation library.

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function isGoogleHost(host: string): boolean {
  return /^(www\.)?google\.[a-z.]+$/.test(host) || host === 'maps.google.com';
}

function isShortLinkHost(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return host === 'maps.app.goo.gl' || (host === 'goo.gl' && url.pathname.startsWith('/maps'));
}

/** docs/product.md#validation: a Google Maps link (embed, place, search or share link). */
export function isGoogleMapsUrl(value: string): boolean {
  const url = parseUrl(value);
  if (!url || url.protocol !== 'https:') return false;
  if (isGoogleHost(url.hostname.toLowerCase()) && url.pathname.startsWith('/maps')) return true;
  return isShortLinkHost(url);
}

/**
 * True for links that may be put in an iframe: Google's «تضمين خريطة» form (`/maps/embed?pb=…`)
 * and the keyless query form (`/maps?q=…&output=embed`). Any other Google Maps page refuses to
 * be framed, which is why the public page shows an error for them.
 */
export function isGoogleMapsEmbedUrl(value: string): boolean {
  if (!isGoogleMapsUrl(value)) return false;
  const url = new URL(value);
  if (isShortLinkHost(url)) return false;
  return url.pathname.startsWith('/maps/embed') || url.searchParams.get('output') === 'embed';
}

/** Why a link cannot be shown on the public page. */
export type MapEmbedRefusal = 'not-google' | 'short-link' | 'no-place';

export type MapEmbedResult = { ok: true; embedUrl: string } | { ok: false; reason: MapEmbedRefusal };

const queryEmbed = (query: string): string =>
  `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' ')).trim();
  } catch {
    return part.trim();
  }
}

/** The place a Google Maps page shows: its coordinates (`@29.37,47.97,17z`) or its query/name. */
function placeOf(url: URL): string | undefined {
  const q = url.searchParams.get('q') ?? url.searchParams.get('query');
  if (q?.trim()) return q.trim();
  const at = /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/.exec(url.pathname);
  // The coordinates are where the pin is; a place's name alone may match several places.
  if (at) return `${at[1]},${at[2]}`;
  const named = /^\/maps\/(?:place|search)\/([^/@]+)/.exec(url.pathname);
  if (named?.[1]) {
    const name = decodePathPart(named[1]);
    if (name) return name;
  }
  return undefined;
}

/**
 * What the admin pasted into «رابط خريطة Google» (a share link, a place or search page, an embed
 * link, or a plain address) turned into a link the public page can frame, or the reason it
 * cannot be (the form used to accept links that the public page then could not show).
 */
export function toMapEmbedUrl(input: string): MapEmbedResult {
  const value = input.trim();
  const url = parseUrl(value);
  if (!url) {
    // Not a link: an address, which Google's keyless embed searches for. Something that merely
    // looks like a broken link is refused rather than searched.
    if (/^(https?:|www\.)/i.test(value) || value.includes('://')) return { ok: false, reason: 'not-google' };
    return { ok: true, embedUrl: queryEmbed(value) };
  }
  if (!isGoogleMapsUrl(value)) return { ok: false, reason: 'not-google' };
  // A short link names its place only behind a redirect the browser follows, not in the link.
  if (isShortLinkHost(url)) return { ok: false, reason: 'short-link' };
  if (isGoogleMapsEmbedUrl(value)) return { ok: true, embedUrl: value };
  const place = placeOf(url);
  return place ? { ok: true, embedUrl: queryEmbed(place) } : { ok: false, reason: 'no-place' };
}

/**
 * A link that opens a place in the maps app, for a button («الموقع على الخريطة»): a Google Maps
 * link as the keeper pasted it; an embed link's place (`?q=`) as an ordinary one; otherwise a
 * search for the address. '' with neither.
 */
export function mapLinkOf(mapUrl: string, address: string): string {
  const url = mapUrl ? parseUrl(mapUrl) : undefined;
  if (url && isGoogleMapsUrl(mapUrl)) {
    if (!isGoogleMapsEmbedUrl(mapUrl)) return mapUrl;
    const place = url.searchParams.get('q');
    if (place) return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
  }
  const written = address.trim();
  return written ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(written)}` : '';
}
