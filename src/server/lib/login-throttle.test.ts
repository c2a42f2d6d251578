import { describe, expect, it } from 'vitest';
import { LoginThrottle, defaultLoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('doubles the delay with each further failure', () => {
    const throttle = new LoginThrottle(defaultLoginThrottle);
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) throttle.recordFailure('admin', '10.0.0.1', t0);
    const first = throttle.waitSeconds('admin', '10.0.0.1', t0);
    throttle.recordFailure('admin', '10.0.0.1', t0 + first * 1000);
    const second = throttle.waitSeconds('admin', '10.0.0.1', t0 + first * 1000);
    expect(first).toBe(30);
    expect(second).toBe(60);
  });

  it('forgets guesses once they no longer matter, so its memory does not grow forever', () => {
    const throttle = new LoginThrottle(defaultLoginThrottle);
    const t0 = 1_000_000;
    // A spray of guesses from rotating addresses, the way a botnet tries.
    for (let i = 0; i < 2_000; i++)
      throttle.recordFailure(`user-${i % 50}`, `10.0.${i % 250}.${i % 7}`, t0 + i);
    // And one pair locked out for a long time.
    for (let i = 0; i < 12; i++) throttle.recordFailure('admin', '192.0.2.1', t0);
    expect(throttle.size.pairs).toBeGreaterThan(1_000);
    expect(throttle.size.addresses).toBeGreaterThan(1_000);

    // Still within the window: everything is remembered and the lock holds.
    const soon = t0 + 5 * 60_000;
    expect(throttle.waitSeconds('admin', '192.0.2.1', soon)).toBeGreaterThan(0);
    expect(throttle.size.addresses).toBeGreaterThan(1_000);

    // Once the window and the longest delay have passed, the sweep drops them all.
    const later = t0 + defaultLoginThrottle.maxDelayMs * 3;
    expect(throttle.waitSeconds('admin', '192.0.2.1', later)).toBe(0);
    expect(throttle.size).toEqual({ pairs: 0, addresses: 0 });
  });

  it('keeps a pair whose lock still runs, however old its first failure', () => {
    const throttle = new LoginThrottle({ ...defaultLoginThrottle, maxDelayMs: 60 * 60_000 });
    const t0 = 1_000_000;
    for (let i = 0; i < 12; i++) throttle.recordFailure('admin', '192.0.2.1', t0);
    const during = t0 + 30 * 60_000;
    expect(throttle.waitSeconds('admin', '192.0.2.1', during)).toBeGreaterThan(0);
    expect(throttle.size.pairs).toBe(1);
  });
});
