import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Steps } from '#shared/family-tree/steps.ts';
import { runYielding, SLICE_MS, timeSlices, type SliceClock } from './yield-to-event-loop';

const everyStep: SliceClock = { spent: () => true, restart: () => {} };

/** A computation of `count` steps that writes each one down. */
function* written(name: string, count: number, log: string[]): Steps<string> {
  for (let step = 0; step < count; step++) {
    log.push(name);
    yield;
  }
  return name;
}

afterEach(() => vi.useRealTimers());

describe('letting waiting work in between slices', () => {
  it('gives the event loop a turn between any two slices, however many computations pause at once', async () => {
    const log: string[] = [];
    let running = true;
    const turn = () => {
      if (!running) return;
      log.push('turn');
      setImmediate(turn);
    };
    setImmediate(turn);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) => runYielding(written(name, 5, log), everyStep)),
    );
    running = false;
    expect(results).toEqual(['a', 'b', 'c']);
    // Never two slices without a turn of the loop (a request's chance) between them, not even
    // the first slices of computations started together.
    log.forEach((entry, index) => {
      if (entry !== 'turn') expect(log[index - 1]).toBe('turn');
    });
    expect(log.filter((entry) => entry !== 'turn')).toHaveLength(15);
  });

  it('pauses once a slice has run its time, not at every offer', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const slice = timeSlices();
    expect(slice.spent()).toBe(false);
    vi.advanceTimersByTime(SLICE_MS - 1);
    expect(slice.spent()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(slice.spent()).toBe(true);
    slice.restart();
    expect(slice.spent()).toBe(false);
  });
});
