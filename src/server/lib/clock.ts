/**
 * The server's one source of "now": stored timestamps, and what the public may see at this
 * moment (a scheduled news item, decision 016). Read through `Date`, so a test moves it with
 * `vi.useFakeTimers({ toFake: ['Date'] })` and `vi.setSystemTime`, timers left real.
 */
export const now = (): Date => new Date();

/** Now as a stored timestamp (ISO-8601, UTC). */
export const nowIso = (): string => now().toISOString();
