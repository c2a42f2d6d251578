import { useSyncExternalStore } from 'react';

// SPEC §9: the mobile tree is used below 768 px.
const QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Only one of the two trees is rendered, never both hidden by CSS: half the work at 5,000 members. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
