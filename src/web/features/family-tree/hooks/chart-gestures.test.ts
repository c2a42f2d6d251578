// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAG_THRESHOLD } from '#shared/family-tree/chart-scroll.ts';
import { listenForDrags, listenForZoomGestures } from './chart-gestures';

/** jsdom has no PointerEvent: a mouse event carrying the pointer's id and kind. */
function pointer(type: string, x: number, y: number, kind = 'mouse', button = 0) {
  const event = new MouseEvent(type, { clientX: x, clientY: y, button, bubbles: true, cancelable: true });
  return Object.assign(event, { pointerId: 1, pointerType: kind });
}

/** A touch event with fingers at these points (jsdom cannot build a TouchList). */
function touch(type: string, ...fingers: [number, number][]) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  return Object.assign(event, { touches: fingers.map(([clientX, clientY]) => ({ clientX, clientY })) });
}

let scroller: HTMLDivElement;
let card: HTMLButtonElement;
let stop: () => void = () => {};

beforeEach(() => {
  scroller = document.createElement('div');
  card = document.createElement('button');
  scroller.append(card);
  document.body.append(scroller);
  const captured = new Set<number>();
  Object.assign(scroller, {
    setPointerCapture: (id: number) => captured.add(id),
    hasPointerCapture: (id: number) => captured.has(id),
    releasePointerCapture: (id: number) => captured.delete(id),
  });
});
afterEach(() => {
  stop();
  scroller.remove();
  vi.useRealTimers();
});

describe('listenForDrags', () => {
  it('drags the chart with the mouse, as paper under a hand, and keeps the click that ends it off the card', () => {
    vi.useFakeTimers();
    stop = listenForDrags(scroller);
    scroller.scrollLeft = -200;
    scroller.scrollTop = 100;
    const clicked = vi.fn();
    card.addEventListener('click', clicked);

    card.dispatchEvent(pointer('pointerdown', 300, 300));
    card.dispatchEvent(pointer('pointermove', 340, 280));
    expect(scroller.dataset.dragging).toBe('true');
    expect(scroller.scrollLeft).toBe(-240);
    expect(scroller.scrollTop).toBe(120);
    card.dispatchEvent(pointer('pointerup', 340, 280));
    expect(scroller.dataset.dragging).toBeUndefined();
    expect(scroller.hasPointerCapture(1)).toBe(false);
    card.dispatchEvent(pointer('click', 340, 280));
    expect(clicked).not.toHaveBeenCalled();
    // Only that one click: the next one is the user's.
    vi.runAllTimers();
    card.dispatchEvent(pointer('click', 340, 280));
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('lets a press that hardly moves click the card, and leaves touch and other buttons alone', () => {
    stop = listenForDrags(scroller);
    const clicked = vi.fn();
    card.addEventListener('click', clicked);
    card.dispatchEvent(pointer('pointerdown', 300, 300));
    card.dispatchEvent(pointer('pointermove', 300 + DRAG_THRESHOLD - 1, 300));
    card.dispatchEvent(pointer('pointerup', 300 + DRAG_THRESHOLD - 1, 300));
    card.dispatchEvent(pointer('click', 300, 300));
    expect(clicked).toHaveBeenCalledOnce();
    expect(scroller.scrollLeft).toBe(0);

    for (const [kind, button] of [
      ['touch', 0],
      ['mouse', 2],
    ] as const) {
      card.dispatchEvent(pointer('pointerdown', 300, 300, kind, button));
      card.dispatchEvent(pointer('pointermove', 400, 300, kind, button));
      expect(scroller.scrollLeft).toBe(0);
    }
  });

  it('keeps links and images from being dragged out of the page, until it stops listening', () => {
    stop = listenForDrags(scroller);
    const dragStart = () => new Event('dragstart', { bubbles: true, cancelable: true });
    expect(card.dispatchEvent(dragStart())).toBe(false);
    stop();
    expect(card.dispatchEvent(dragStart())).toBe(true);
  });
});

describe('listenForZoomGestures', () => {
  function zoomAt(exact: number) {
    const zoomTo = vi.fn();
    stop = listenForZoomGestures(scroller, { exact: () => exact, zoomTo });
    return zoomTo;
  }

  it('zooms with Ctrl or ⌘ and the wheel around the pointer, instead of the page', () => {
    const zoomTo = zoomAt(100);
    const wheel = (init: WheelEventInit) =>
      new WheelEvent('wheel', { clientX: 50, clientY: 60, cancelable: true, ...init });
    const plain = wheel({ deltaY: -100 });
    scroller.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(zoomTo).not.toHaveBeenCalled();

    const zoomIn = wheel({ deltaY: -100, ctrlKey: true });
    scroller.dispatchEvent(zoomIn);
    expect(zoomIn.defaultPrevented).toBe(true);
    expect(zoomTo).toHaveBeenLastCalledWith(expect.any(Number), { x: 50, y: 60 });
    expect(zoomTo.mock.lastCall![0]).toBeGreaterThan(100);
    scroller.dispatchEvent(wheel({ deltaY: 100, metaKey: true }));
    expect(zoomTo.mock.lastCall![0]).toBeLessThan(100);
  });

  it('pinches with two fingers around their middle, from the zoom the pinch began at', () => {
    const zoomTo = zoomAt(100);
    scroller.dispatchEvent(touch('touchstart', [100, 100], [200, 100]));
    const spread = touch('touchmove', [80, 100], [240, 100]);
    scroller.dispatchEvent(spread);
    expect(spread.defaultPrevented).toBe(true);
    expect(zoomTo).toHaveBeenLastCalledWith(150, { x: 160, y: 100 });

    // One finger lifted: the rest is the browser's scrolling.
    scroller.dispatchEvent(touch('touchend', [80, 100]));
    const scroll = touch('touchmove', [80, 150]);
    scroller.dispatchEvent(scroll);
    expect(scroll.defaultPrevented).toBe(false);
    // The pinch is over: two fingers again are a new pinch only from their own start.
    scroller.dispatchEvent(touch('touchmove', [0, 100], [300, 100]));
    expect(zoomTo).toHaveBeenCalledOnce();
  });
});
