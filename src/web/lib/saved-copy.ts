import { useSyncExternalStore } from 'react';
import { SAVED_COPY_ATTRIBUTE, SAVED_COPY_HEADER } from '#web/sw/offline-rules.ts';

// Whether what the page shows came from the service worker's saved copies (decision 059): the page
// itself (its <html> marked) or an API answer (a header), and when the server had sent it.

let fromAnswers: string | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Every API answer the browser receives: a saved copy marks the page as one; a fresh answer (the
 * network is back) ends that, the page's own mark included.
 */
export function noteAnswer(response: Pick<Response, 'ok' | 'headers'>): void {
  const savedAt = response.headers.get(SAVED_COPY_HEADER);
  if (savedAt !== null) {
    fromAnswers = savedAt;
    changed();
  } else if (response.ok && snapshot() !== null) {
    fromAnswers = null;
    document.documentElement.removeAttribute(SAVED_COPY_ATTRIBUTE);
    changed();
  }
}

const snapshot = () =>
  fromAnswers ??
  (typeof document === 'undefined' ? null : document.documentElement.getAttribute(SAVED_COPY_ATTRIBUTE));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * When the server sent the saved copy this page shows (an HTTP date; '' when unknown), or null
 * for a page read from the network. Null while hydrating: the server's render never is one.
 */
export const useSavedCopy = (): string | null => useSyncExternalStore(subscribe, snapshot, () => null);
