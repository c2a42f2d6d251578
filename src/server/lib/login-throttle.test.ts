import { describe, expect, it } from 'vitest';
import { waitPhrase } from '#shared/messages/admin.ts';
import { LoginThrottle, addressGroup, defaultLoginThrottle } from './login-throttle';

/** An attempt from a browser the account does not know (no device cookie). */
const at = (username: string, address = '10.0.0.1', device: number | null = null) => ({
  username,
  address,
  device,
});

describe('LoginThrottle', () => {
  it('doubles the delay with each further failure', () => {
    const throttle = new LoginThrottle(defaultLoginThrottle);
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) throttle.recordFailure(at('admin', '10.0.0.1'), t0);
    const first = throttle.waitSeconds(at('admin', '10.0.0.1'), t0);
    throttle.recordFailure(at('admin', '10.0.0.1'), t0 + first * 1000);
    const second = throttle.waitSeconds(at('admin', '10.0.0.1'), t0 + first * 1000);
    expect(first).toBe(30);
    expect(second).toBe(60);
  });

  it('forgets guesses once they no longer matter, so its memory does not grow forever', () => {
    const throttle = new LoginThrottle(defaultLoginThrottle);
    const t0 = 1_000_000;
    // A spray of guesses from rotating addresses, the way a botnet tries.
    for (let i = 0; i < 2_000; i++)
      throttle.recordFailure(at(`user-${i % 50}`, `10.0.${i % 250}.${i % 7}`), t0 + i);
    // And one pair locked out for a long time.
    for (let i = 0; i < 12; i++) throttle.recordFailure(at('admin', '192.0.2.1'), t0);
    // An account is counted once, whatever the addresses (decision 023): 50 names and 'admin'.
    expect(throttle.size.pairs).toBe(51);
    expect(throttle.size.addresses).toBeGreaterThan(1_000);

    // Still within the window: everything is remembered and the lock holds.
    const soon = t0 + 5 * 60_000;
    expect(throttle.waitSeconds(at('admin', '192.0.2.1'), soon)).toBeGreaterThan(0);
    expect(throttle.size.addresses).toBeGreaterThan(1_000);

    // Once the window and the longest delay have passed, the sweep drops them all.
    const later = t0 + defaultLoginThrottle.maxDelayMs * 3;
    expect(throttle.waitSeconds(at('admin', '192.0.2.1'), later)).toBe(0);
    expect(throttle.size).toEqual({ pairs: 0, addresses: 0 });
  });

  it('keeps a pair whose lock still runs, however old its first failure', () => {
    const throttle = new LoginThrottle({ ...defaultLoginThrottle, maxDelayMs: 60 * 60_000 });
    const t0 = 1_000_000;
    for (let i = 0; i < 12; i++) throttle.recordFailure(at('admin', '192.0.2.1'), t0);
    const during = t0 + 30 * 60_000;
    expect(throttle.waitSeconds(at('admin', '192.0.2.1'), during)).toBeGreaterThan(0);
    expect(throttle.size.pairs).toBe(1);
  });

  it('counts failures per account whatever the address', () => {
    const throttle = new LoginThrottle(defaultLoginThrottle);
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) throttle.recordFailure(at('Admin', `10.0.${i}.1`), t0);
    // A sixth address, never seen, still waits: the account is what is locked.
    expect(throttle.waitSeconds(at('admin', '203.0.113.9'), t0)).toBe(30);
    throttle.recordSuccess(at('admin'));
    expect(throttle.waitSeconds(at('admin', '203.0.113.9'), t0)).toBe(0);
  });

  it("counts a known device's attempts on that device alone (decision 035)", () => {
    const throttle = new LoginThrottle({ ...defaultLoginThrottle, perAddressFailures: 5 });
    const t0 = 1_000_000;
    // Strangers lock the account for unknown devices, and their address…
    for (let i = 0; i < 5; i++) throttle.recordFailure(at('owner', '203.0.113.1'), t0);
    expect(throttle.waitSeconds(at('owner', '198.51.100.1'), t0)).toBe(30);
    expect(throttle.waitSeconds(at('someone', '203.0.113.1'), t0)).toBeGreaterThan(0);
    // …but not the owner's known device, even from that address.
    expect(throttle.waitSeconds(at('owner', '203.0.113.1', 7), t0)).toBe(0);
    // The device's own failures lock it alone; its success clears it, not the strangers' lane.
    for (let i = 0; i < 5; i++) throttle.recordFailure(at('owner', '198.51.100.1', 7), t0);
    expect(throttle.waitSeconds(at('owner', '198.51.100.1', 7), t0)).toBe(30);
    expect(throttle.waitSeconds(at('owner', '198.51.100.1', 8), t0)).toBe(0);
    throttle.recordSuccess(at('owner', '198.51.100.1', 7));
    expect(throttle.waitSeconds(at('owner', '198.51.100.1', 7), t0)).toBe(0);
    expect(throttle.waitSeconds(at('owner', '198.51.100.2'), t0)).toBe(30);
  });

  it('groups IPv6 addresses by /64 and reads IPv4 written as IPv6 as IPv4', () => {
    expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
    const throttle = new LoginThrottle({ ...defaultLoginThrottle, perAddressFailures: 3 });
    const t0 = 1_000_000;
    // Three guesses at three names from three addresses of one /64: that block is capped.
    for (let i = 1; i <= 3; i++) throttle.recordFailure(at(`name-${i}`, `2001:db8:1:2::${i}`), t0);
    expect(throttle.waitSeconds(at('someone', '2001:db8:1:2::ffff'), t0)).toBeGreaterThan(0);
    expect(throttle.waitSeconds(at('someone', '2001:db8:1:3::1'), t0)).toBe(0);
  });

  it('says the wait in Arabic minutes, with the count agreeing', () => {
    expect(waitPhrase(1)).toBe('ثانية واحدة');
    expect(waitPhrase(30)).toBe('30 ثانية');
    expect(waitPhrase(5)).toBe('5 ثوانٍ');
    expect(waitPhrase(60)).toBe('دقيقة واحدة');
    expect(waitPhrase(61)).toBe('دقيقتين');
    expect(waitPhrase(4 * 60)).toBe('4 دقائق');
    expect(waitPhrase(15 * 60)).toBe('15 دقيقة');
  });
});
