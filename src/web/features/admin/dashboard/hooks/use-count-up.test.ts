// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_STEPS, COUNT_TICK_MS, countAt, useCountUp } from './use-count-up';

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }) as unknown as typeof window.matchMedia;
}

describe('countAt', () => {
  it('starts at 0 and ends exactly at the target', () => {
    expect(countAt(150, 0)).toBe(0);
    expect(countAt(150, COUNT_STEPS)).toBe(150);
    expect(countAt(150, 25)).toBe(50);
  });
});

describe('useCountUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for its delay, then reaches the target after 75 ticks of 20 ms', () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useCountUp(300, 400));
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1 + COUNT_TICK_MS * 10);
    });
    expect(result.current).toBe(40);
    act(() => {
      vi.advanceTimersByTime(COUNT_TICK_MS * (COUNT_STEPS - 10));
    });
    expect(result.current).toBe(300);
  });

  it('shows the final value at once when reduced motion is asked for', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useCountUp(42, 600));
    expect(result.current).toBe(42);
  });
});
