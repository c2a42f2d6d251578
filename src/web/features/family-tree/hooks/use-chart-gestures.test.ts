// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChartGestures } from './use-chart-gestures';

let scroller: HTMLDivElement;

beforeEach(() => {
  scroller = document.createElement('div');
  scroller.style.direction = 'rtl';
  // A 400 × 300 view at (100, 50) on the screen; jsdom lays nothing out.
  Object.defineProperties(scroller, {
    clientWidth: { value: 400 },
    clientHeight: { value: 300 },
  });
  scroller.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 50, width: 400, height: 300 });
  document.body.append(scroller);
});
afterEach(() => scroller.remove());

function renderGestures(zoom = 100) {
  const onZoomChange = vi.fn();
  const hook = renderHook(({ zoom }) => useChartGestures({ current: scroller }, zoom, onZoomChange), {
    initialProps: { zoom },
  });
  return { ...hook, onZoomChange };
}

describe('useChartGestures', () => {
  it('keeps the middle of the view in place when a button zooms, in right to left', () => {
    const { result, rerender } = renderGestures();
    scroller.scrollLeft = -100;
    scroller.scrollTop = 50;
    result.current.rememberScroll();
    rerender({ zoom: 150 });
    // The middle was 100 + 200 from the start and 50 + 150 from the top; at 150 % it is at 450 and
    // 300, and the view's middle is scrolled over it.
    expect(scroller.scrollLeft).toBe(-250);
    expect(scroller.scrollTop).toBe(150);
  });

  it('zooms around the pointer with Ctrl and the wheel', () => {
    const { rerender, onZoomChange } = renderGestures();
    // 50 px from the inline start (the right edge) and 100 px from the top of the view.
    scroller.dispatchEvent(
      new WheelEvent('wheel', { clientX: 450, clientY: 150, deltaY: -500, ctrlKey: true, cancelable: true }),
    );
    expect(onZoomChange).toHaveBeenCalledWith(150);
    rerender({ zoom: 150 });
    expect(scroller.scrollLeft).toBe(-25);
    expect(scroller.scrollTop).toBe(50);
  });

  it('asks for no zoom the chart already has, and adds small wheel steps up until they count', () => {
    const { onZoomChange } = renderGestures(150);
    const wheel = (deltaY: number) =>
      scroller.dispatchEvent(new WheelEvent('wheel', { deltaY, ctrlKey: true, cancelable: true }));
    wheel(-500);
    expect(onZoomChange).not.toHaveBeenCalled();
    for (let step = 0; step < 10; step += 1) wheel(1);
    expect(onZoomChange).toHaveBeenCalled();
  });
});
