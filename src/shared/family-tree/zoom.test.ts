import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  clampZoomExactly,
  scrollAfterZoom,
  ZOOM,
  zoomAfterPinch,
  zoomAfterWheel,
  zoomIn,
  zoomOut,
} from './zoom';

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

describe('zoom by wheel and pinch', () => {
  it('zooms one step per wheel notch, out when the wheel turns towards the reader', () => {
    expect(zoomAfterWheel(100, -100)).toBe(110);
    expect(zoomAfterWheel(100, 100)).toBe(90);
    // Firefox counts lines: three lines are one notch.
    expect(zoomAfterWheel(100, -3, 1)).toBeCloseTo(109.9);
  });

  it('adds up a trackpad’s small steps without rounding them away', () => {
    let zoom = 100;
    for (let event = 0; event < 20; event++) zoom = zoomAfterWheel(zoom, -2);
    expect(clampZoom(zoom)).toBe(104);
  });

  it('keeps wheel and pinch within 60–150 %', () => {
    expect(zoomAfterWheel(145, -1000)).toBe(150);
    expect(zoomAfterWheel(65, 1000)).toBe(60);
    expect(zoomAfterPinch(100, 100, 200)).toBe(150);
    expect(zoomAfterPinch(100, 200, 100)).toBe(60);
    expect(zoomAfterPinch(100, 200, 240)).toBe(120);
    expect(zoomAfterPinch(90, 0, 100)).toBe(90);
    expect(clampZoomExactly(Number.NaN)).toBe(100);
  });

  it('keeps the point under the anchor in place while zooming', () => {
    // 300 px scrolled, pointer 200 px from the start edge: the content point under it is 500.
    // At twice the size that point is at 1000, so the view scrolls to 800.
    expect(scrollAfterZoom({ start: 300, top: 0 }, { start: 200, top: 100 }, 100, 200)).toEqual({
      start: 800,
      top: 100,
    });
    // Zooming out near the start cannot scroll before it.
    expect(scrollAfterZoom({ start: 0, top: 0 }, { start: 400, top: 300 }, 150, 60)).toEqual({
      start: 0,
      top: 0,
    });
  });
});
