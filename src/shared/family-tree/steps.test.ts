import { describe, expect, it } from 'vitest';
import { MEMBERS_PER_STEP, mapSteps, runToEnd, sortSteps, type Steps } from './steps';

/** The result, and how many times the computation offered to pause. */
function counted<T>(steps: Steps<T>): { value: T; pauses: number } {
  let pauses = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { value: step.value, pauses };
    pauses += 1;
  }
}

describe('computations in steps', () => {
  it('sorts as Array.sort does, stably, offering pauses along the way', () => {
    // Many equal keys: stability shows in the second field.
    const items = Array.from({ length: 3 * MEMBERS_PER_STEP + 17 }, (_, index) => ({
      key: (index * 7919) % 101,
      index,
    }));
    const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
    const { value, pauses } = counted(sortSteps(items, compare));
    expect(value).toEqual([...items].sort(compare));
    expect(pauses).toBeGreaterThanOrEqual(4);
    expect(runToEnd(sortSteps([], compare))).toEqual([]);
    expect(runToEnd(sortSteps([items[0]!], compare))).toEqual([items[0]]);
  });

  it('maps as Array.map does, offering a pause every MEMBERS_PER_STEP items', () => {
    const items = Array.from({ length: 2 * MEMBERS_PER_STEP + 1 }, (_, index) => index);
    const { value, pauses } = counted(mapSteps(items, (item) => item * 2));
    expect(value).toEqual(items.map((item) => item * 2));
    expect(pauses).toBe(2);
  });
});
