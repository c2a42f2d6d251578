import { useSyncExternalStore } from 'react';

// docs/product.md#constants: the mobile tree is used below 768 px.
const QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Which of the two trees to draw: only one is rendered, never both hidden by CSS (half the work at
 * 5,000 members). The server cannot know the width: it answers null, and the page then draws both
 * for CSS to choose from until the browser has taken over.
 */
export function useIsDesktop(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => null,
  );
}
