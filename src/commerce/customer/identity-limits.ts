// Rate limits of the identity use cases (per account and per client address), shared across instances through
// Redis when REDIS_URL is set (src/platform/rate-limit). Keys use the normalized input, so a known and an unknown
// address are counted alike. A client address here is the key the server derived from the socket (src/api/http).
import type { ThrottleRule } from '@/platform/rate-limit/failure-throttle';
import { consume, giveBack, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import { rateLimited } from './errors';

/**
 * Wrong passwords for one account from one client address: five free, then 1 s, 2 s, 4 s … up to 15 minutes before
 * the next try, remembered for a day. The owner at another address has a count of their own (decision 0018).
 */
export const loginPairThrottle: ThrottleRule = {
  name: 'login-pair',
  freeFailures: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 24 * 60 * 60,
};

/** Failed logins an account sees from all addresses in a day before its owner is told, once (`loginFailures` mail). */
export const loginNoticeAfterFailures = 10;

export const identityLimits = {
  /** Failed logins per address over all accounts (password spraying); a successful login gives its try back. */
  loginPerAddress: { name: 'login-address', points: 50, durationSeconds: 15 * 60 },
  /** Counts an account's failed logins for the notice above; never refuses. */
  loginFailuresPerAccount: {
    name: 'login-account-failures',
    points: Number.MAX_SAFE_INTEGER,
    durationSeconds: 24 * 60 * 60,
  },
  /** SPEC-driven: at most 5 tries per customer number per hour, successful ones included. */
  customerNumberPerNumber: { name: 'customer-number-login', points: 5, durationSeconds: 60 * 60 },
  customerNumberPerAddress: { name: 'customer-number-address', points: 20, durationSeconds: 15 * 60 },
  resetPerAccount: { name: 'reset-account', points: 3, durationSeconds: 60 * 60 },
  resetPerAddress: { name: 'reset-address', points: 20, durationSeconds: 60 * 60 },
  linkPerAddress: { name: 'link-address', points: 30, durationSeconds: 15 * 60 },
  registerPerAccount: { name: 'register-account', points: 3, durationSeconds: 60 * 60 },
  registerPerAddress: { name: 'register-address', points: 20, durationSeconds: 60 * 60 },
  /** Each guest checkout is a customer row: a person needs a few an hour, a script filling the table is stopped. */
  guestPerAddress: { name: 'guest-address', points: 10, durationSeconds: 60 * 60 },
  /** Changes in the account: a stolen session cannot try passwords or rewrite the data in a loop. */
  passwordChangePerAccount: { name: 'password-change-account', points: 5, durationSeconds: 60 * 60 },
  profileChangePerAccount: { name: 'profile-change-account', points: 20, durationSeconds: 60 * 60 },
  /** Each try sends two mails (new and old address): a few a day are plenty. */
  emailChangePerAccount: { name: 'email-change-account', points: 5, durationSeconds: 24 * 60 * 60 },
  deletionPerAccount: { name: 'account-deletion-account', points: 5, durationSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, LimitRule>;

export type IdentityLimit = keyof typeof identityLimits;

/**
 * Consumes one try from each named limit in order and stops at the first that is used up: the failure to return,
 * or null when every limit allows the try.
 */
export async function spendTries(tries: Array<[IdentityLimit, string]>) {
  for (const [limit, key] of tries) {
    const result = await consume(identityLimits[limit], key);
    if (!result.allowed) return rateLimited(result.retryAfterSeconds);
  }
  return null;
}

/** Returns a try that turned out not to count (a successful login, say). */
export async function giveBackTry(limit: IdentityLimit, key: string): Promise<void> {
  await giveBack(identityLimits[limit], key);
}
