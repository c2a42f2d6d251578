import type { Steps } from '../../shared/family-tree/steps';

/**
 * Lets whatever is waiting (a health check, a page answered from memory) run between the steps of
 * a long computation on the one thread: a rebuild of the family after an edit takes hundreds of
 * milliseconds at 50,000 members, and nothing else would be answered until it ended.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Runs a computation written in steps, letting other work in at each of its pauses. */
export async function runYielding<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await yieldToEventLoop();
  }
}
