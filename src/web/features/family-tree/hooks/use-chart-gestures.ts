import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { pointInView, scrolledFromStart, scrollLeftFor } from '#shared/family-tree/chart-scroll.ts';
import { clampZoom, scrollAfterZoom, type ChartPoint } from '#shared/family-tree/zoom.ts';
import { listenForDrags, listenForZoomGestures } from './chart-gestures';

const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

/**
 * The desktop chart's hands-on moves, on its own scroller:
 * - a mouse or pen drags the chart; a drag never ends in a click on the card it started on;
 * - one finger scrolls the scroller natively (and the page at its edges: docs/genealogy.md#on-a-phone),
 *   two fingers pinch the zoom;
 * - Ctrl/⌘ + wheel (and a trackpad's pinch) zooms, within 60–150 %;
 * - every zoom keeps the point under the pointer, the fingers or the view's middle in place.
 * Returns the scroll listener that remembers where the view was before a zoom.
 */
export function useChartGestures(
  scrollerRef: RefObject<HTMLDivElement | null>,
  zoom: number,
  onZoomChange: (zoom: number) => void,
): { rememberScroll: () => void } {
  // Where the view was, measured from the inline start: a zoom that shrinks the content has the
  // browser clamp the scroll before the layout effect can read it.
  const lastScroll = useRef<ChartPoint>({ start: 0, top: 0 });
  // The point a wheel or pinch zooms around; null zooms around the middle (the − / + buttons).
  const anchor = useRef<ChartPoint | null>(null);
  // Unrounded, so a trackpad's many small steps add up.
  const exactZoom = useRef(zoom);
  const shownZoom = useRef(zoom);
  const latest = useRef({ zoom, onZoomChange });
  useLayoutEffect(() => {
    latest.current = { zoom, onZoomChange };
  });

  const rememberScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    lastScroll.current = {
      start: scrolledFromStart(scroller.scrollLeft, isRtl(scroller)),
      top: scroller.scrollTop,
    };
  }, [scrollerRef]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const before = shownZoom.current;
    shownZoom.current = zoom;
    // A button's step replaces whatever the wheel had added up.
    if (clampZoom(exactZoom.current) !== zoom) exactZoom.current = zoom;
    const around = anchor.current ?? null;
    anchor.current = null;
    if (!scroller || before === zoom) return;
    const next = scrollAfterZoom(
      lastScroll.current,
      around ?? { start: scroller.clientWidth / 2, top: scroller.clientHeight / 2 },
      before,
      zoom,
    );
    scroller.scrollLeft = scrollLeftFor(next.start, isRtl(scroller));
    scroller.scrollTop = next.top;
    rememberScroll();
  }, [zoom, scrollerRef, rememberScroll]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const stopDrags = listenForDrags(scroller);
    const stopZooms = listenForZoomGestures(scroller, {
      exact: () => exactZoom.current,
      zoomTo: (exact, at) => {
        exactZoom.current = exact;
        const next = clampZoom(exact);
        if (next === latest.current.zoom) return;
        anchor.current = pointInView(scroller.getBoundingClientRect(), at, isRtl(scroller));
        latest.current.onZoomChange(next);
      },
    });
    return () => {
      stopDrags();
      stopZooms();
    };
  }, [scrollerRef]);

  return { rememberScroll };
}
