// Rate limits of the newsletter's public commands, per client address and per e-mail address. Keys use the
// normalized input, so a known and an unknown address are counted alike (no enumeration through the limit).
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import type { NewsletterFailure } from './errors';

export const newsletterLimits = {
  subscribePerAddress: { name: 'newsletter-subscribe-address', points: 20, durationSeconds: 60 * 60 },
  subscribePerEmail: { name: 'newsletter-subscribe-email', points: 5, durationSeconds: 60 * 60 },
  /** The sheet's "resend confirmation" link: three mails an hour to one address at most. */
  resendPerEmail: { name: 'newsletter-resend-email', points: 3, durationSeconds: 60 * 60 },
  resendPerAddress: { name: 'newsletter-resend-address', points: 20, durationSeconds: 60 * 60 },
  manageLinkPerEmail: { name: 'newsletter-manage-email', points: 3, durationSeconds: 60 * 60 },
  manageLinkPerAddress: { name: 'newsletter-manage-address', points: 20, durationSeconds: 60 * 60 },
  /**
   * Signed links used from one client address (confirm, read and change by link, one-click). A signature cannot be
   * guessed, so this only bounds the load one client makes; a household behind one address changing its settings a
   * few times must not hit it.
   */
  linkPerAddress: { name: 'newsletter-link-address', points: 300, durationSeconds: 15 * 60 },
} as const satisfies Record<string, LimitRule>;

export type NewsletterLimit = keyof typeof newsletterLimits;

/** One try from each limit in order; the failure of the first one used up, or null. */
export async function spendNewsletterTries(tries: Array<[NewsletterLimit, string]>): Promise<NewsletterFailure | null> {
  for (const [limit, key] of tries) {
    const result = await consume(newsletterLimits[limit], key);
    if (!result.allowed) return { ok: false, code: 'NEWSLETTER_RATE_LIMITED', retryAfterSeconds: result.retryAfterSeconds };
  }
  return null;
}
