import { AUTH_MESSAGES } from '@evident/contracts/auth';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOr429, tooManyOr, type LimiterFactory } from '../../http/rate-limiter';
import { DEVICE_TTL_SECONDS } from './known-device';

/*
 * Abuse limits on the auth calls (issue 26), counted in the database so that they hold across
 * servers, per client address (the proxy's, with TRUST_PROXY) and per account.
 *
 * - Every call counts against its per-address limit.
 * - Calls that send mail or reveal accounts (sign-up, forgot, resend, check) also count per
 *   e-mail address on every call.
 * - Guessing calls (login, reset, change-password) count per account only their failures, and
 *   never lock the owner out: past 10 failures from one address that address waits; past 50
 *   failures from anywhere, addresses that have failed on the account take one attempt per
 *   10 s between them — a guesser is slowed to 360 guesses an hour, while the owner, from an
 *   address without failures, is not queued. IPv6 addresses count by their /64.
 * - A device that signed in to the account before (its cookie, recorded at that login: ADR 057)
 *   has a slow lane of its own: an owner who mistyped once is not queued behind a guesser.
 */
const MINUTE = 60;
const HOUR = 3600;
const PER_ADDRESS = {
  login: [30, 15 * MINUTE],
  signUp: [10, HOUR],
  forgot: [20, HOUR],
  reset: [30, 15 * MINUTE],
  resend: [20, HOUR],
  check: [60, 15 * MINUTE],
  verify: [60, 15 * MINUTE],
  // Every signed-in tab refreshes about every 15 minutes: an office behind one address has many.
  refresh: [3_000, 15 * MINUTE],
  changePassword: [30, 15 * MINUTE],
  logout: [60, 15 * MINUTE],
} as const satisfies Record<string, readonly [number, number]>;
export type LimitedAction = keyof typeof PER_ADDRESS;

/** Per e-mail address, every call (mail sent, or an account revealed). */
const PER_EMAIL = {
  signUp: [5, HOUR],
  forgot: [5, HOUR],
  resend: [5, HOUR],
  check: [30, 15 * MINUTE],
} as const satisfies Partial<Record<LimitedAction, readonly [number, number]>>;

/** Guessing calls: failures per account and address, per account, then the slow lane. */
const GUESSES = ['login', 'reset', 'changePassword'] as const;
export type GuessAction = (typeof GUESSES)[number];
const FAILURES_PER_ADDRESS = [10, 15 * MINUTE] as const;
const FAILURES_PER_ACCOUNT = [50, HOUR] as const;
const SLOW_LANE_SECONDS = 10;

/**
 * The address a limit counts: IPv4 as it is, IPv6 by its /64 (one subscriber's network hands
 * out any number of addresses within it).
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function createAuthRateLimits(limiter: LimiterFactory) {
  const make = (prefix: string, [points, duration]: readonly [number, number]) =>
    limiter({ prefix, points, duration });
  const address = Object.fromEntries(
    Object.entries(PER_ADDRESS).map(([a, l]) => [a, make(`auth-${a}-ip`, l)]),
  ) as Record<LimitedAction, RateLimiterAbstract>;
  const email = Object.fromEntries(
    Object.entries(PER_EMAIL).map(([a, l]) => [a, make(`auth-${a}-email`, l)]),
  ) as Partial<Record<LimitedAction, RateLimiterAbstract>>;
  const guesses = Object.fromEntries(
    GUESSES.map((a) => [
      a,
      {
        fromAddress: make(`auth-${a}-fail-ip`, FAILURES_PER_ADDRESS),
        account: make(`auth-${a}-fail`, FAILURES_PER_ACCOUNT),
        // The slow lane's points are limited by the factory's scale like every other (tests).
        slow: limiter({ prefix: `auth-${a}-slow`, points: 1, duration: SLOW_LANE_SECONDS }),
      },
    ]),
  ) as Record<GuessAction, Record<'fromAddress' | 'account' | 'slow', RateLimiterAbstract>>;
  // The devices that signed in to an account (a mark per account and device, 90 days from its
  // latest login).
  const knownDevices = limiter({
    prefix: 'auth-known-device',
    points: 1_000_000,
    duration: DEVICE_TTL_SECONDS,
  });
  const deviceKey = (account: string, device: string) => `${account.toLowerCase()}|${device}`;

  const tooMany = AUTH_MESSAGES.tooMany;

  return {
    /**
     * Counts one call (429 with a message and Retry-After when over a limit). `account` is the
     * e-mail address (or user id) the call is about, when it has one; `device`, the client's
     * known-device cookie, when it sent one.
     */
    async consume(
      action: LimitedAction,
      ip: string,
      account: string | null,
      device: string | null = null,
    ): Promise<void> {
      const from = addressKey(ip);
      await consumeOr429(address[action], from, tooMany);
      const perEmail = email[action];
      if (perEmail && account) await consumeOr429(perEmail, account, tooMany);
      if (account && (GUESSES as readonly string[]).includes(action)) {
        const g = guesses[action as GuessAction];
        try {
          const here = await g.fromAddress.get(`${account}|${from}`);
          if (here && here.remainingPoints <= 0) throw here;
          // The slow lane is for addresses that have guessed wrong on this account: the owner,
          // from an address without failures, is never queued behind a guesser.
          const anywhere = await g.account.get(account);
          if (anywhere && anywhere.remainingPoints <= 0 && (here?.consumedPoints ?? 0) > 0) {
            // A device that signed in to this account before waits in a lane of its own.
            const known = device !== null && (await knownDevices.get(deviceKey(account, device)));
            await g.slow.consume(known ? `${account}|device:${device}` : account);
          }
        } catch (error) {
          throw tooManyOr(error, tooMany);
        }
      }
    },
    /**
     * Records that `device` signed in to `account` with the right password (ADR 057), for 90
     * days from this login.
     */
    async rememberDevice(account: string, device: string): Promise<void> {
      await knownDevices.set(deviceKey(account, device), 1, DEVICE_TTL_SECONDS);
    },
    /**
     * Runs one guess (`check`: is the password or code right?) of `account` from `ip`, counted
     * as a failure before it runs: the count and the refusal are one statement (an upsert that
     * returns the new count), so however many guesses arrive at once, at most the address's
     * allowance of them is checked (429 for the rest). A right guess gives its point back; a
     * wrong one also counts against the account.
     */
    async guess(
      action: GuessAction,
      ip: string,
      account: string,
      check: () => Promise<boolean> | boolean,
    ): Promise<boolean> {
      const g = guesses[action];
      const key = `${account}|${addressKey(ip)}`;
      await consumeOr429(g.fromAddress, key, tooMany);
      let right = false;
      try {
        right = await check();
      } finally {
        if (right) {
          // Given back after the answer: the owner's sign-in does not wait for it, and a point
          // held a moment longer only ever refuses more, never less.
          void g.fromAddress.reward(key, 1).catch(() => {});
        } else {
          await g.account.penalty(account, 1);
        }
      }
      return right;
    },
  };
}
export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
