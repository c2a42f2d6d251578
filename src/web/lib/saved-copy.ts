// The marks alone: the service worker's rules would bring the API's paths into the page's entry.
import { SAVED_COPY_ATTRIBUTE, SAVED_COPY_HEADER } from '#web/sw/saved-copy-marks.ts';

// Whether what the page shows came from the service worker's saved copies (decision 059). The
// page's <html> holds it: the worker marks a page it served from a copy, and this marks a page one
// of whose API answers came from a copy. Kept in the entry as these few lines; what shows it
// (SavedCopyNote) comes with the pages that may be copies.

/** Every API answer the browser receives: a saved copy marks the page; a fresh answer unmarks it. */
export function noteAnswer(response: Pick<Response, 'ok' | 'headers'>): void {
  if (typeof document === 'undefined') return;
  const savedAt = response.headers.get(SAVED_COPY_HEADER);
  const page = document.documentElement;
  if (savedAt !== null) page.setAttribute(SAVED_COPY_ATTRIBUTE, savedAt);
  else if (response.ok && page.hasAttribute(SAVED_COPY_ATTRIBUTE)) page.removeAttribute(SAVED_COPY_ATTRIBUTE);
}
