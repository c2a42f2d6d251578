/**
 * Runs `work` once the browser has nothing better to do (or after `timeout` ms at the latest), so
 * what the visitor does not see waits for what they do: the page's own code and its first paint.
 */
export function whenIdle(work: () => void, timeout = 5000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, 1);
}
