import { useLayoutEffect, type RefObject } from 'react';

/**
 * On screen the sheets are shown whole, shrunk to the width there is (a sheet of A3 is 1,511 px
 * wide): the scale goes into `--bp-preview`, which only the screen's styles use. Set on the
 * element, not in React's state, so following the window's width re-renders nothing.
 */
export function usePreviewScale(
  scrollerRef: RefObject<HTMLElement | null>,
  pagesRef: RefObject<HTMLElement | null>,
  widest: number,
): void {
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const pages = pagesRef.current;
    if (!scroller || !pages) return;
    const fit = () => {
      const room = scroller.clientWidth;
      const preview = widest > 0 && room > 0 ? Math.min(1, room / widest) : 1;
      pages.style.setProperty('--bp-preview', String(Math.floor(preview * 10_000) / 10_000));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollerRef, pagesRef, widest]);
}
