/**
 * Brute-force protection for the admin sign-in and the step-up checks (decisions 023 and 035).
 * Attempts are counted in lanes, after OWASP's device cookies:
 *
 * - an attempt from a known device (a valid device cookie of that account, or a session opened
 *   from one) counts on that device alone: after 5 failures each further try waits a delay that
 *   doubles, and strangers' guesses never hold it back;
 * - every other attempt counts on the account's lane for unknown devices, whatever the addresses
 *   (so rotating addresses does not help), and on its address, capped across all usernames (so
 *   guessing names does not help either). IPv6 addresses count by their /64, the block one
 *   customer usually holds; an IPv4 address written as IPv6 counts as IPv4.
 *
 * State is in memory (decision 001: one process). What no longer matters is forgotten
 * (so the map stays small): a lane once its lock has run out and it has been quiet for the longest delay,
 * an address once its failures have left the window. The sweep runs at most once per
 * SWEEP_EVERY_MS, so a flood of guesses cannot grow the maps without end nor make every
 * call walk them.
 */
export interface LoginThrottleOptions {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  perAddressFailures: number;
  perAddressWindowMs: number;
}

export const defaultLoginThrottle: LoginThrottleOptions = {
  freeFailures: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  perAddressFailures: 20,
  perAddressWindowMs: 15 * 60_000,
};

const SWEEP_EVERY_MS = 60_000;

/** The unit an address is counted by: IPv4 as is, IPv6 by its first 64 bits. */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** One try at an account's secrets: a sign-in, a two-factor code, or a step-up check. */
export interface SignInAttempt {
  username: string;
  address: string;
  /** The account's known device the attempt came from (decision 035), or null. */
  device: number | null;
}

interface PairState {
  failures: number;
  lockedUntil: number;
  lastFailureAt: number;
}

export class LoginThrottle {
  private readonly pairs = new Map<string, PairState>();
  private readonly addresses = new Map<string, number[]>();
  private lastSweepAt = -Infinity;

  constructor(private readonly options: LoginThrottleOptions = defaultLoginThrottle) {}

  /** Seconds the caller must still wait before trying, or 0. */
  waitSeconds(attempt: SignInAttempt, now: number = Date.now()): number {
    this.sweepIfDue(now);
    const pair = this.pairs.get(this.lane(attempt));
    const pairWait = pair && pair.lockedUntil > now ? pair.lockedUntil - now : 0;
    let addressWait = 0;
    if (attempt.device === null) {
      const recent = this.recentAddressFailures(addressGroup(attempt.address), now);
      if (recent.length >= this.options.perAddressFailures) {
        addressWait = recent[0]! + this.options.perAddressWindowMs - now;
      }
    }
    const wait = Math.max(pairWait, addressWait);
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  recordFailure(attempt: SignInAttempt, now: number = Date.now()): void {
    this.sweepIfDue(now);
    const key = this.lane(attempt);
    const pair = this.pairs.get(key) ?? { failures: 0, lockedUntil: 0, lastFailureAt: now };
    pair.failures += 1;
    pair.lastFailureAt = now;
    const over = pair.failures - this.options.freeFailures;
    if (over >= 0) {
      const delay = Math.min(this.options.baseDelayMs * 2 ** over, this.options.maxDelayMs);
      pair.lockedUntil = now + delay;
    }
    this.pairs.set(key, pair);
    // A known device's failures are its own: they hold back neither the address nor the account.
    if (attempt.device !== null) return;
    const address = addressGroup(attempt.address);
    const recent = this.recentAddressFailures(address, now);
    recent.push(now);
    this.addresses.set(address, recent);
  }

  /** A success clears the lane it was made in: a known device's, or the unknown devices'. */
  recordSuccess(attempt: Omit<SignInAttempt, 'address'>): void {
    this.pairs.delete(this.lane(attempt));
  }

  /** How many lanes (`pairs`) and addresses are remembered (for tests and diagnostics). */
  get size(): { pairs: number; addresses: number } {
    return { pairs: this.pairs.size, addresses: this.addresses.size };
  }

  private sweepIfDue(now: number): void {
    if (now - this.lastSweepAt < SWEEP_EVERY_MS) return;
    this.lastSweepAt = now;
    for (const [key, pair] of this.pairs) {
      if (pair.lockedUntil <= now && now - pair.lastFailureAt > this.options.maxDelayMs)
        this.pairs.delete(key);
    }
    for (const address of this.addresses.keys()) {
      const recent = this.recentAddressFailures(address, now);
      if (recent.length === 0) this.addresses.delete(address);
      else this.addresses.set(address, recent);
    }
  }

  private recentAddressFailures(address: string, now: number): number[] {
    const since = now - this.options.perAddressWindowMs;
    return (this.addresses.get(address) ?? []).filter((at) => at > since);
  }

  private lane({ username, device }: Omit<SignInAttempt, 'address'>): string {
    return device === null ? `account:${username.trim().toLowerCase()}` : `device:${device}`;
  }
}
