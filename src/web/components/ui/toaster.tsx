import { type CSSProperties, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

// The toast library is loaded, and its toaster mounted, only once a screen that can raise a toast
// is shown (the admin, the diwan's contact form). Mounting it inserts the library's style sheet,
// and the browser then restyles the whole page: a long task on a phone, for nothing, on a page
// that never toasts.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a screen that raises toasts: the toaster is there before its first one. */
export function useToaster(): void {
  useEffect(() => {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  }, []);
}

/**
 * Toasts come under the header (the public navbar at its tallest, 72 px; the admin's bar, 64 px),
 * never over it: on a phone a toast spans the width, and on top of the header it took the taps
 * meant for the menu, a relative's account and sign-out for its four seconds.
 */
const BELOW_HEADER = 80;

/**
 * The rich colours' text, darker than the library's: its green, red and blue on their pale grounds
 * are 4.3:1 at best, under the 4.5:1 axe asks of text this size (found once toasts stopped sitting on
 * the header, where axe could not tell what lay behind them). Now 6.8, 5.8 and 6.4 to 1.
 */
const READABLE_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 38%)',
  '--info-text': 'hsl(210, 92%, 35%)',
} as CSSProperties;

/** The one toaster, once some screen asked for it (never on the server, nor while hydrating). */
export function OnDemandToaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        dir="rtl"
        position="top-center"
        offset={{ top: BELOW_HEADER }}
        mobileOffset={{ top: BELOW_HEADER }}
        richColors
        style={READABLE_RICH_COLORS}
        closeButton
      />
    </Suspense>
  );
}
