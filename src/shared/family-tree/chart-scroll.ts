// The desktop chart's panning and centring, in plain numbers so they can be tested
// without a browser. Screen coordinates: x grows to the right whatever the page's direction.

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A press that moves less than this is a click on a card, not a drag of the chart. */
export const DRAG_THRESHOLD = 5;

export function isDrag(from: ScreenPoint, to: ScreenPoint): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) >= DRAG_THRESHOLD;
}

/**
 * The scroll position while dragging: the chart follows the pointer, as paper under a hand.
 * `scrollLeft` is negative in a right-to-left scroller, but a change of it moves the view the same
 * way in both directions, so the sum needs no mirroring.
 */
export function scrollAfterDrag(
  start: { left: number; top: number },
  from: ScreenPoint,
  to: ScreenPoint,
): { left: number; top: number } {
  return { left: start.left - (to.x - from.x), top: start.top - (to.y - from.y) };
}

/** How far to scroll so the target's middle meets the view's middle. */
export function centringDelta(view: ScreenRect, target: ScreenRect): { left: number; top: number } {
  return {
    left: target.left + target.width / 2 - (view.left + view.width / 2),
    top: target.top + target.height / 2 - (view.top + view.height / 2),
  };
}

/**
 * A screen point as a distance from the view's inline-start edge and its top (the anchor that
 * `scrollAfterZoom` takes): in right to left the start is the right edge.
 */
export function pointInView(view: ScreenRect, point: ScreenPoint, rtl: boolean) {
  return {
    start: rtl ? view.left + view.width - point.x : point.x - view.left,
    top: point.y - view.top,
  };
}

/** How far the view is scrolled from its inline start: `scrollLeft` counts negative in right to left. */
export const scrolledFromStart = (scrollLeft: number, rtl: boolean): number =>
  rtl ? -scrollLeft : scrollLeft;

/** The `scrollLeft` that puts the view that far from its inline start. */
export const scrollLeftFor = (fromStart: number, rtl: boolean): number => (rtl ? -fromStart : fromStart);
