// SPEC §2, §5, §9: the tree's zoom is a percentage from 60 to 150 in steps of 10, starting at 100.
export const ZOOM = { min: 60, max: 150, step: 10, initial: 100 } as const;

export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return ZOOM.initial;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(value)));
}

export const zoomIn = (value: number): number => clampZoom(value + ZOOM.step);
export const zoomOut = (value: number): number => clampZoom(value - ZOOM.step);
export const canZoomIn = (value: number): boolean => value < ZOOM.max;
export const canZoomOut = (value: number): boolean => value > ZOOM.min;
