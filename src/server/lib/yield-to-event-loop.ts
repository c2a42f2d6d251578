import type { Steps } from '#shared/family-tree/steps.ts';

/**
 * How long a computation may hold the thread before it lets waiting requests in: a health check or
 * a page answered from memory then waits at most about this long behind a rebuild (decision 038:
 * target is 50 ms at 50,000 members).
 */
export const SLICE_MS = 8;

const waiting: (() => void)[] = [];
let pumping = false;

/** Lets one waiting computation go on, then gives the event loop a turn before the next one. */
function pump() {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  next();
  // Queued while the immediates of this turn run, so it runs on the loop's next turn: whatever
  // arrived meanwhile (a request, a finished query) is handled between two slices, even when
  // several computations are paused at once.
  setImmediate(pump);
}

/**
 * Lets whatever is waiting (a health check, a page answered from memory) run before going on.
 * Paused computations go on one per turn of the event loop: resumed all in the same turn (as
 * plain `setImmediate` does), three rebuilds' slices would run back to back before any request.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

/** Says when the current slice of work has had its time. */
export interface SliceClock {
  spent(): boolean;
  /** A new slice begins (after a pause). */
  restart(): void;
}

/** A slice ends once it has run SLICE_MS. */
export function timeSlices(): SliceClock {
  let started = performance.now();
  return {
    spent: () => performance.now() - started >= SLICE_MS,
    restart: () => void (started = performance.now()),
  };
}

/**
 * Runs a computation written in steps, letting other work in once a slice has had its time. The
 * steps offer a pause every few hundred members; most offers are declined, so the slices stay a
 * few milliseconds long whatever the machine, and the pauses cost nothing measurable.
 */
export async function runYielding<T>(steps: Steps<T>, slice: SliceClock = timeSlices()): Promise<T> {
  // Even the first slice waits its turn: computations started by several requests answered in one
  // turn of the loop (a search, a member page, the tree) would otherwise each run a slice in it.
  await yieldToEventLoop();
  slice.restart();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (slice.spent()) {
      await yieldToEventLoop();
      slice.restart();
    }
  }
}
