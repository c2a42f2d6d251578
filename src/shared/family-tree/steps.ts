/**
 * A long computation over the family written once as a generator that pauses between chunks of
 * members: the browser (and any caller that wants the answer now) runs it straight through with
 * `runToEnd`, the server resumes it after letting waiting requests in (`runYielding` in
 * server/lib/yield-to-event-loop.ts). Both get the same result from the same code.
 */
export type Steps<T> = Generator<void, T, void>;

/** How many members a step handles before it offers to pause: a few milliseconds of work. */
export const MEMBERS_PER_STEP = 5000;

export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
