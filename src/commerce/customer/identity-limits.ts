// Rate limits of the identity use cases (per account and per client address), shared across instances through
// Redis when REDIS_URL is set (src/platform/rate-limit). Keys use the normalized input, so a known and an unknown
// address are counted alike.
import { consume, reset, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import { rateLimited } from './errors';

export const identityLimits = {
  loginPerAccount: { name: 'login-account', points: 10, durationSeconds: 15 * 60 },
  loginPerAddress: { name: 'login-address', points: 50, durationSeconds: 15 * 60 },
  /** SPEC-driven: at most 5 tries per customer number per hour, successful ones included. */
  customerNumberPerNumber: { name: 'customer-number-login', points: 5, durationSeconds: 60 * 60 },
  customerNumberPerAddress: { name: 'customer-number-address', points: 20, durationSeconds: 15 * 60 },
  resetPerAccount: { name: 'reset-account', points: 3, durationSeconds: 60 * 60 },
  resetPerAddress: { name: 'reset-address', points: 20, durationSeconds: 60 * 60 },
  linkPerAddress: { name: 'link-address', points: 30, durationSeconds: 15 * 60 },
  registerPerAccount: { name: 'register-account', points: 3, durationSeconds: 60 * 60 },
  registerPerAddress: { name: 'register-address', points: 20, durationSeconds: 60 * 60 },
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

export async function forgetTries(limit: IdentityLimit, key: string): Promise<void> {
  await reset(identityLimits[limit], key);
}
