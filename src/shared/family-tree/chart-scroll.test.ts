import { describe, expect, it } from 'vitest';
import {
  centringDelta,
  isDrag,
  pointInView,
  scrollAfterDrag,
  scrolledFromStart,
  scrollLeftFor,
} from './chart-scroll';

describe('chart scrolling', () => {
  it('tells a drag from a click by a few pixels', () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 12, y: 12 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 16, y: 10 })).toBe(true);
  });

  it('moves the chart with the pointer, in either direction', () => {
    // Dragging to the right shows what lies to the left: scrollLeft goes down (further negative in RTL).
    expect(scrollAfterDrag({ left: -200, top: 50 }, { x: 100, y: 100 }, { x: 160, y: 80 })).toEqual({
      left: -260,
      top: 70,
    });
    expect(scrollAfterDrag({ left: 200, top: 0 }, { x: 100, y: 100 }, { x: 40, y: 100 })).toEqual({
      left: 260,
      top: 0,
    });
  });

  it('centres a card in the view', () => {
    const view = { left: 0, top: 100, width: 1000, height: 600 };
    expect(centringDelta(view, { left: 800, top: 500, width: 200, height: 100 })).toEqual({
      left: 400,
      top: 150,
    });
    expect(centringDelta(view, { left: 450, top: 350, width: 100, height: 100 })).toEqual({
      left: 0,
      top: 0,
    });
  });

  it('measures from the inline start: the right edge in Arabic', () => {
    const view = { left: 100, top: 50, width: 800, height: 400 };
    expect(pointInView(view, { x: 850, y: 150 }, true)).toEqual({ start: 50, top: 100 });
    expect(pointInView(view, { x: 850, y: 150 }, false)).toEqual({ start: 750, top: 100 });
    expect(scrolledFromStart(-300, true)).toBe(300);
    expect(scrolledFromStart(300, false)).toBe(300);
    expect(scrollLeftFor(300, true)).toBe(-300);
    expect(scrollLeftFor(300, false)).toBe(300);
  });
});
