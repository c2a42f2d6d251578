import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Turns on vi's fake timers and returns a user-event `user` that runs on them. Undo both with
 * `vi.useRealTimers()` and `vi.unstubAllGlobals()`.
 *
 * Testing Library for React ends every user-event action by waiting for a `setTimeout(0)`, and
 * moves a fake clock past it only when it finds a global `jest`: under vi alone each action would
 * wait forever. The stand-in gives it the one method it calls.
 */
export function setupUserOnFakeTimers(): ReturnType<typeof userEvent.setup> {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
