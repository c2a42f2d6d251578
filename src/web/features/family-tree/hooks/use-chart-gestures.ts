import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  isDrag,
  pointInView,
  scrollAfterDrag,
  scrolledFromStart,
  scrollLeftFor,
  type ScreenPoint,
} from '../../../../shared/family-tree/chart-scroll';
import {
  clampZoom,
  scrollAfterZoom,
  zoomAfterPinch,
  zoomAfterWheel,
  type ChartPoint,
} from '../../../../shared/family-tree/zoom';

const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

const touchDistance = (touches: TouchList) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

const touchMiddle = (touches: TouchList): ScreenPoint => ({
  x: (touches[0]!.clientX + touches[1]!.clientX) / 2,
  y: (touches[0]!.clientY + touches[1]!.clientY) / 2,
});

/**
 * The desktop chart's hands-on moves (issue #10), on its own scroller:
 * - a mouse or pen drags the chart; a drag never ends in a click on the card it started on;
 * - one finger scrolls the scroller natively (and the page at its edges: FAMILY-TREE.md, mobile),
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

    const zoomTo = (exact: number, at: ScreenPoint) => {
      exactZoom.current = exact;
      const next = clampZoom(exact);
      if (next === latest.current.zoom) return;
      anchor.current = pointInView(scroller.getBoundingClientRect(), at, isRtl(scroller));
      latest.current.onZoomChange(next);
    };

    let press: {
      pointerId: number;
      from: ScreenPoint;
      scroll: { left: number; top: number };
      dragging: boolean;
    } | null = null;
    let swallowClick = false;

    const onPointerDown = (event: PointerEvent) => {
      // Touch scrolls natively; only the main button of a mouse or pen drags.
      if (event.pointerType === 'touch' || event.button !== 0) return;
      press = {
        pointerId: event.pointerId,
        from: { x: event.clientX, y: event.clientY },
        scroll: { left: scroller.scrollLeft, top: scroller.scrollTop },
        dragging: false,
      };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.pointerId) return;
      const to = { x: event.clientX, y: event.clientY };
      if (!press.dragging) {
        if (!isDrag(press.from, to)) return;
        press.dragging = true;
        // Captured only once it is a drag: a plain click still reaches the card it was on.
        scroller.setPointerCapture(event.pointerId);
        scroller.dataset.dragging = 'true';
        window.getSelection()?.removeAllRanges();
      }
      const next = scrollAfterDrag(press.scroll, press.from, to);
      scroller.scrollLeft = next.left;
      scroller.scrollTop = next.top;
    };
    const onPointerEnd = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.pointerId) return;
      if (press.dragging) {
        delete scroller.dataset.dragging;
        if (scroller.hasPointerCapture(event.pointerId)) scroller.releasePointerCapture(event.pointerId);
        if (event.type === 'pointerup') {
          // The click that follows this release belongs to the drag; it comes in this same task.
          swallowClick = true;
          setTimeout(() => (swallowClick = false), 0);
        }
      }
      press = null;
    };
    const onClick = (event: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    };
    // A link or an image would otherwise be dragged out of the page instead of the chart.
    const onDragStart = (event: DragEvent) => event.preventDefault();

    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      // Instead of the browser's zoom of the whole page.
      event.preventDefault();
      zoomTo(zoomAfterWheel(exactZoom.current, event.deltaY, event.deltaMode), {
        x: event.clientX,
        y: event.clientY,
      });
    };

    let pinch: { distance: number; zoom: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2)
        pinch = { distance: touchDistance(event.touches), zoom: exactZoom.current };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!pinch || event.touches.length !== 2) return;
      event.preventDefault();
      zoomTo(
        zoomAfterPinch(pinch.zoom, pinch.distance, touchDistance(event.touches)),
        touchMiddle(event.touches),
      );
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch = null;
    };

    const listeners: [string, EventListener, AddEventListenerOptions?][] = [
      ['pointerdown', onPointerDown as EventListener],
      ['pointermove', onPointerMove as EventListener],
      ['pointerup', onPointerEnd as EventListener],
      ['pointercancel', onPointerEnd as EventListener],
      ['click', onClick as EventListener, { capture: true }],
      ['dragstart', onDragStart as EventListener],
      // Not passive: they must be able to stop the page's own zoom and scroll.
      ['wheel', onWheel as EventListener, { passive: false }],
      ['touchstart', onTouchStart as EventListener, { passive: true }],
      ['touchmove', onTouchMove as EventListener, { passive: false }],
      ['touchend', onTouchEnd as EventListener],
      ['touchcancel', onTouchEnd as EventListener],
    ];
    for (const [type, listener, options] of listeners) scroller.addEventListener(type, listener, options);
    return () => {
      for (const [type, listener, options] of listeners)
        scroller.removeEventListener(type, listener, options);
    };
  }, [scrollerRef]);

  return { rememberScroll };
}
