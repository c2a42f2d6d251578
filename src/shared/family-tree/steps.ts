/**
 * A long computation over the family written once as a generator that offers to pause between
 * chunks of members: the browser (and any caller that wants the answer now) runs it straight
 * through with `runToEnd`, the server pauses when a slice has had its time (`runYielding` in
 * server/lib/yield-to-event-loop.ts). Both get the same result from the same code.
 */
export type Steps<T> = Generator<void, T, void>;

/** How many members a step handles before it offers to pause: well under a millisecond of work. */
export const MEMBERS_PER_STEP = 500;

export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** `items.map(project)`, offering to pause every MEMBERS_PER_STEP items. */
export function* mapSteps<T, U>(items: readonly T[], project: (item: T) => U): Steps<U[]> {
  const mapped: U[] = new Array<U>(items.length);
  for (let index = 0; index < items.length; index++) {
    mapped[index] = project(items[index]!);
    if ((index + 1) % MEMBERS_PER_STEP === 0) yield;
  }
  return mapped;
}

/**
 * A stable sort in steps: runs of MEMBERS_PER_STEP sorted at once, then merged pairwise, offering
 * to pause every MEMBERS_PER_STEP items merged. One `Array.sort` of 50,000 members held the
 * thread for tens of milliseconds after every edit.
 */
export function* sortSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Steps<T[]> {
  let runs: T[][] = [];
  for (let start = 0; start < items.length; start += MEMBERS_PER_STEP) {
    runs.push(items.slice(start, start + MEMBERS_PER_STEP).sort(compare));
    yield;
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let index = 0; index < runs.length; index += 2) {
      const left = runs[index]!;
      const right = runs[index + 1];
      merged.push(right ? yield* mergeSteps(left, right, compare) : left);
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

function* mergeSteps<T>(left: T[], right: T[], compare: (a: T, b: T) => number): Steps<T[]> {
  const merged: T[] = [];
  let l = 0;
  let r = 0;
  while (l < left.length && r < right.length) {
    // Ties take the left run's item: the runs keep the input's order, so the sort stays stable.
    merged.push(compare(right[r]!, left[l]!) < 0 ? right[r++]! : left[l++]!);
    if (merged.length % MEMBERS_PER_STEP === 0) yield;
  }
  while (l < left.length) merged.push(left[l++]!);
  while (r < right.length) merged.push(right[r++]!);
  return merged;
}
