/**
 * A value built on first use and let go after `idleMs` without use, built again when next asked.
 * For what is heavy to keep and rarely needed on the server (the password checks' word lists:
 * about 10 MB, used at start and when a password is set), while a form that checks as the reader
 * types keeps it between keystrokes.
 */
export function keptWhileUsed<T>(build: () => T, idleMs: number): () => T {
  let value: { current: T } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    value ??= { current: build() };
    clearTimeout(timer);
    timer = setTimeout(() => {
      value = undefined;
    }, idleMs);
    // A Node process with nothing else to do does not wait for the value to be let go.
    if (typeof timer === 'object') timer.unref();
    return value.current;
  };
}
