// docs/product.md#family-tree: the tree's zoom is a percentage from 60 to 150 in steps of 10, starting at
// 100.
export const ZOOM = { min: 60, max: 150, step: 10, initial: 100 } as const;

export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return ZOOM.initial;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(value)));
}

export const zoomIn = (value: number): number => clampZoom(value + ZOOM.step);
export const zoomOut = (value: number): number => clampZoom(value - ZOOM.step);
export const canZoomIn = (value: number): boolean => value < ZOOM.max;
export const canZoomOut = (value: number): boolean => value > ZOOM.min;

/** Clamped to 60–150 % but not rounded, so a trackpad's small steps add up. */
export function clampZoomExactly(value: number): number {
  if (!Number.isFinite(value)) return ZOOM.initial;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, value));
}

// What one notch of a mouse wheel scrolls, in pixels (Chromium and Firefox alike), and a line's
// height when the wheel counts in lines (Firefox): one notch is one step of the − / + buttons.
const WHEEL_NOTCH_PIXELS = 100;
const WHEEL_LINE_PIXELS = 33;
const WHEEL_PAGE_PIXELS = 800;

/**
 * Ctrl/⌘ + wheel (and a trackpad's pinch, which the browser sends as one): the wheel turned
 * towards the reader zooms out. Returns an unrounded zoom for the caller to keep adding to.
 */
export function zoomAfterWheel(zoom: number, deltaY: number, deltaMode = 0): number {
  const pixels = deltaY * (deltaMode === 1 ? WHEEL_LINE_PIXELS : deltaMode === 2 ? WHEEL_PAGE_PIXELS : 1);
  return clampZoomExactly(zoom - (pixels / WHEEL_NOTCH_PIXELS) * ZOOM.step);
}

/** Two fingers: the zoom at the start of the pinch, scaled as their distance changed. */
export function zoomAfterPinch(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0 || distance <= 0) return clampZoomExactly(startZoom);
  return clampZoomExactly((startZoom * distance) / startDistance);
}

/**
 * A point measured in the scroller: from its inline-start edge (the right one in Arabic) and its
 * top, so the same sums hold in both directions.
 */
export interface ChartPoint {
  start: number;
  top: number;
}

/**
 * Where to scroll after zooming so the point under the anchor (the pointer, the fingers, or the
 * middle of the view) stays under it: what the reader was looking at stays in front of them.
 */
export function scrollAfterZoom(
  scroll: ChartPoint,
  anchor: ChartPoint,
  from: number,
  to: number,
): ChartPoint {
  const ratio = from > 0 ? to / from : 1;
  return {
    start: Math.max(0, (scroll.start + anchor.start) * ratio - anchor.start),
    top: Math.max(0, (scroll.top + anchor.top) * ratio - anchor.top),
  };
}
