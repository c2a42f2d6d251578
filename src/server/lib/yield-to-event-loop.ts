/**
 * Lets whatever is waiting (a health check, a page answered from memory) run between the steps of
 * a long computation on the one thread: a rebuild of the family after an edit takes hundreds of
 * milliseconds at 50,000 members, and nothing else would be answered until it ended.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
