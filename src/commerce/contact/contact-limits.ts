// Rate limits of the contact form, per client address and per e-mail address (keys of the normalized input, so a
// known and an unknown address are counted alike). Generous for a person, tight for a script.
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';

export const contactLimits = {
  perAddress: { name: 'contact-submit-address', points: 10, durationSeconds: 60 * 60 },
  perEmail: { name: 'contact-submit-email', points: 5, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

/** Null when allowed, else seconds until the next try. */
export async function spendContactTry(
  clientAddress: string,
  tenant: string,
  emailNormalized: string,
): Promise<number | null> {
  for (const [rule, key] of [
    [contactLimits.perAddress, clientAddress],
    [contactLimits.perEmail, `${tenant}:${emailNormalized}`],
  ] as const) {
    const result = await consume(rule, key);
    if (!result.allowed) return result.retryAfterSeconds;
  }
  return null;
}
