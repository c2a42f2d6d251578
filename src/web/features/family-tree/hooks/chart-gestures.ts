import { isDrag, scrollAfterDrag, type ScreenPoint } from '#shared/family-tree/chart-scroll.ts';
import { zoomAfterPinch, zoomAfterWheel } from '#shared/family-tree/zoom.ts';

type Listener = [type: string, listener: EventListener, options?: AddEventListenerOptions];

/** Adds the listeners to `target`; the answer removes them all. */
function listen(target: EventTarget, listeners: Listener[]): () => void {
  for (const [type, listener, options] of listeners) target.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener, options] of listeners) target.removeEventListener(type, listener, options);
  };
}

/**
 * A mouse or pen drags the chart in its scroller, as paper under a hand; the click that ends a
 * drag never reaches the card the drag started on. Touch is left to the browser's own scrolling.
 * Answers the function that stops listening.
 */
export function listenForDrags(scroller: HTMLElement): () => void {
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

  return listen(scroller, [
    ['pointerdown', onPointerDown as EventListener],
    ['pointermove', onPointerMove as EventListener],
    ['pointerup', onPointerEnd as EventListener],
    ['pointercancel', onPointerEnd as EventListener],
    ['click', onClick as EventListener, { capture: true }],
    ['dragstart', onDragStart as EventListener],
  ]);
}

const touchDistance = (touches: TouchList) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

const touchMiddle = (touches: TouchList): ScreenPoint => ({
  x: (touches[0]!.clientX + touches[1]!.clientX) / 2,
  y: (touches[0]!.clientY + touches[1]!.clientY) / 2,
});

export interface ZoomTarget {
  /** The zoom as the gestures have added it up, unrounded. */
  exact: () => number;
  /** A gesture asks for this unrounded zoom around this point on the screen. */
  zoomTo: (exact: number, at: ScreenPoint) => void;
}

/**
 * Ctrl/⌘ + wheel (and a trackpad's pinch, which the browser sends as one) and two fingers zoom
 * the chart around the pointer or the fingers' middle, instead of the browser zooming the page.
 * Answers the function that stops listening.
 */
export function listenForZoomGestures(scroller: HTMLElement, zoom: ZoomTarget): () => void {
  const onWheel = (event: WheelEvent) => {
    if (!event.ctrlKey && !event.metaKey) return;
    // Instead of the browser's zoom of the whole page.
    event.preventDefault();
    zoom.zoomTo(zoomAfterWheel(zoom.exact(), event.deltaY, event.deltaMode), {
      x: event.clientX,
      y: event.clientY,
    });
  };

  let pinch: { distance: number; zoom: number } | null = null;
  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length === 2) pinch = { distance: touchDistance(event.touches), zoom: zoom.exact() };
  };
  const onTouchMove = (event: TouchEvent) => {
    if (!pinch || event.touches.length !== 2) return;
    event.preventDefault();
    zoom.zoomTo(
      zoomAfterPinch(pinch.zoom, pinch.distance, touchDistance(event.touches)),
      touchMiddle(event.touches),
    );
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (event.touches.length < 2) pinch = null;
  };

  return listen(scroller, [
    // Not passive: they must be able to stop the page's own zoom and scroll.
    ['wheel', onWheel as EventListener, { passive: false }],
    ['touchstart', onTouchStart as EventListener, { passive: true }],
    ['touchmove', onTouchMove as EventListener, { passive: false }],
    ['touchend', onTouchEnd as EventListener],
    ['touchcancel', onTouchEnd as EventListener],
  ]);
}
