import { useEffect, useRef, useState, type RefObject } from 'react';

export interface Shared {
  title: string;
  url: string;
}

/**
 * Closes an open disclosure on a press outside `container`, or on Escape (which gives the focus
 * back to `trigger`, the button that opened it).
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  close: () => void,
) {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) latestClose.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        latestClose.current();
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, trigger]);
}

/**
 * The share panel's state: whether it is open and what it shares, made absolute when it opens
 * (in the browser: the server that rendered the page knows no origin). With `preferNative`, the
 * button goes straight to the device's share sheet where there is one, and opens the panel only
 * where the sheet is refused.
 */
export function useSharePanel({
  title,
  url,
  preferNative,
}: {
  title: string | undefined;
  url: string | undefined;
  preferNative: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [shared, setShared] = useState<Shared>({ title: title ?? '', url: url ?? '' });
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const close = () => setOpen(false);
  useDismiss(open, container, trigger, close);

  /** True when the sheet opened (shared or dismissed); false when the browser refused it. */
  const shareNatively = async (what: Shared): Promise<boolean> => {
    try {
      await navigator.share(what);
      setOpen(false);
      return true;
    } catch (error) {
      // The visitor closing the share sheet is not an error.
      return error instanceof DOMException && error.name === 'AbortError';
    }
  };

  const toggle = () => {
    const next = { title: title ?? document.title, url: new URL(url ?? '', window.location.href).href };
    if (!open && preferNative && canNativeShare) {
      // Where the sheet is refused (e.g. no user activation left), the panel still offers every way.
      void shareNatively(next).then((ok) => {
        if (ok) return;
        setShared(next);
        setOpen(true);
      });
      return;
    }
    if (!open) setShared(next);
    setOpen((value) => !value);
  };

  return { open, shared, toggle, close, shareNatively, canNativeShare, container, trigger };
}
