import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, clampZoom, ZOOM, zoomIn, zoomOut } from './zoom';

describe('zoom', () => {
  it('starts at 100 and steps by 10', () => {
    expect(ZOOM.initial).toBe(100);
    expect(zoomIn(100)).toBe(110);
    expect(zoomOut(100)).toBe(90);
  });

  it('is clamped to 60–150', () => {
    expect(zoomOut(60)).toBe(60);
    expect(zoomIn(150)).toBe(150);
    expect(clampZoom(10)).toBe(60);
    expect(clampZoom(1000)).toBe(150);
    expect(clampZoom(Number.NaN)).toBe(100);
  });

  it('reports the limits so the buttons can be disabled', () => {
    let value: number = ZOOM.initial;
    let steps = 0;
    while (canZoomIn(value)) {
      value = zoomIn(value);
      steps++;
    }
    expect([value, steps]).toEqual([150, 5]);
    while (canZoomOut(value)) value = zoomOut(value);
    expect(value).toBe(60);
    expect(canZoomOut(60)).toBe(false);
    expect(canZoomIn(60)).toBe(true);
  });
});
