// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResultBanner } from './use-result-banner';

describe('useResultBanner', () => {
  afterEach(() => vi.useRealTimers());

  it('goes by itself after the form’s time, and stays when the form gives none', () => {
    vi.useFakeTimers();
    const timed = renderHook(() => useResultBanner(5000)).result;
    const kept = renderHook(() => useResultBanner(undefined)).result;
    act(() => {
      timed.current[1]({ tone: 'success', text: 'تم الحفظ' });
      kept.current[1]({ tone: 'success', text: 'تم الحفظ' });
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(timed.current[0]?.text).toBe('تم الحفظ');
    act(() => vi.advanceTimersByTime(1));
    expect(timed.current[0]).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(kept.current[0]?.text).toBe('تم الحفظ');
  });
});
