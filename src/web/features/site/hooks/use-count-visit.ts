import { useEffect } from 'react';
import { whenIdle } from '#web/lib/when-idle.ts';
import { countVisit } from '../api/count-visit';

const COUNTED_KEY = 'nasab:visit-counted';
// Fallback for browsers that refuse sessionStorage (some private modes): once per page load.
let countedInMemory = false;

function alreadyCounted(): boolean {
  try {
    return sessionStorage.getItem(COUNTED_KEY) === '1' || countedInMemory;
  } catch {
    return countedInMemory;
  }
}

function markCounted(): void {
  countedInMemory = true;
  try {
    sessionStorage.setItem(COUNTED_KEY, '1');
  } catch {
    // The in-memory flag still prevents a second count in this page load.
  }
}

/**
 * docs/product.md#public-endpoints: counts one view per visit (a browser tab's session), not one per route
 * change or reload.
 */
export function useCountVisit(): void {
  useEffect(() => {
    if (alreadyCounted()) return;
    // Marked before the request so React's double effects in development cannot count twice.
    markCounted();
    // docs/product.md#public-endpoints: a failed count is worth nothing to the visitor; it is simply not
    // shown. Nor is a successful one: it waits until the page is interactive.
    whenIdle(() => void countVisit().catch(() => undefined));
  }, []);
}
