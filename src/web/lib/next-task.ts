/**
 * Resolves in a later task: work after `await nextTask()` runs once the browser has had the chance
 * to paint and to answer input, so no single task holds the main thread long (a phone's tap waits
 * for the task in progress to end).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
