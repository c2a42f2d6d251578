import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { queryObjects } from 'node:v8';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PASSWORD_LISTS_KEPT_MS } from './common-passwords';
import { passwordStrengthProblems } from './password-strength';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// About 10 MB of word lists: the server checks a password at start and when one is set, and
// should not hold them between (counted after a full collection).
it('lets the password lists go a minute after the last check', () => {
  expect(passwordStrengthProblems('password1234', [])).not.toEqual([]);
  expect(queryObjects(ZxcvbnFactory, { format: 'count' })).toBe(1);
  vi.advanceTimersByTime(PASSWORD_LISTS_KEPT_MS);
  expect(queryObjects(ZxcvbnFactory, { format: 'count' })).toBe(0);
  // And built again for the next check.
  expect(passwordStrengthProblems('password1234', [])).not.toEqual([]);
});
