import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

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
        closeButton
      />
    </Suspense>
  );
}
