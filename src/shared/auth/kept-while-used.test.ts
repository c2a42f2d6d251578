import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { keptWhileUsed } from './kept-while-used';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('builds on first use, keeps the value while it is used, and drops it after a minute unused', () => {
  let built = 0;
  const get = keptWhileUsed(() => ({ build: ++built }), 60_000);
  expect(built).toBe(0);
  expect(get()).toEqual({ build: 1 });
  vi.advanceTimersByTime(59_999);
  expect(get()).toEqual({ build: 1 });
  // Each use starts the minute again.
  vi.advanceTimersByTime(59_999);
  expect(get()).toEqual({ build: 1 });
  vi.advanceTimersByTime(60_000);
  expect(get()).toEqual({ build: 2 });
  expect(built).toBe(2);
});
