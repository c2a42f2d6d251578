import { api } from '#shared/api-paths.ts';
import { SAVED_COPY_ATTRIBUTE, SAVED_COPY_HEADER } from './saved-copy-marks';

// What the service worker keeps for reading offline (docs/product.md#notifications, decision 059),
// apart from its caching library so the rules are tested alone: which requests, which answers, and
// how a kept copy says it is one when it is served.

/** Where the last copies live, apart from the built files' precache. */
export const SAVED_COPIES_CACHE = 'nasab-saved-copies';
export { SAVED_COPY_ATTRIBUTE, SAVED_COPY_HEADER };

/** The occasions' list and each occasion's page: what a relative needs when the network is gone. */
const keptPage = /^\/occasions(?:\/\d+)?\/?$/;
/** Their answers, which the app reads when it opens one of them without the server's render. */
const keptAnswers: ReadonlySet<string> = new Set([api.occasions.list, api.occasions.get]);

/**
 * Whether a request is read from the network first and its last copy kept: a GET of this site for
 * the occasions' pages or their answers. Nothing else: not the admin, not a relative's own pages
 * under /family, not any other page or API call.
 */
export function isKeptOffline(request: Pick<Request, 'method' | 'url'>, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== origin) return false;
  return keptPage.test(url.pathname) || keptAnswers.has(url.pathname);
}

/** Whether a request is for a page (kept and refreshed as a page), not an API answer. */
export const isKeptPage = (url: string): boolean => keptPage.test(new URL(url).pathname);

/**
 * Whether an answer may be kept on this device: a whole answer (200) the server marked fit for any
 * cache. A relative's answers say `private, no-store` and are never kept, so the page a relative
 * read is never shown to whoever holds the phone later; the admin's say `no-store`.
 */
export function isPublicCopy(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque' || response.type === 'opaqueredirect') {
    return false;
  }
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(?:^|[\s,])(?:private|no-store)(?:[\s,=]|$)/.test(cacheControl);
}

/** Text safe inside a double-quoted HTML attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A kept copy as it is served when the network failed: marked with when the server sent it, on the
 * page's <html> (which the page's code reads) or in a header of an API answer (which the API
 * client reads), so the page can say it shows the last saved copy.
 */
export async function markedAsSaved(response: Response): Promise<Response> {
  const sentAt = response.headers.get('date') ?? '';
  const headers = new Headers(response.headers);
  headers.set(SAVED_COPY_HEADER, sentAt);
  // The body below is the decoded one: its length and encoding are no longer the stored answer's.
  headers.delete('content-length');
  headers.delete('content-encoding');
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return new Response(response.body, init);
  const html = await response.text();
  return new Response(html.replace(/<html\b/i, `<html ${SAVED_COPY_ATTRIBUTE}="${attribute(sentAt)}"`), init);
}
