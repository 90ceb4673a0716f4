// The newsletter's refusal codes and their kinds (decision 0021): the edge turns a kind into the HTTP status.
import type { RefusalKind } from '@/platform/http/refusal-kind';

export const newsletterRefusals = {
  NEWSLETTER_INVALID_INPUT: 'invalid',
  /** A link that never was ours, was replaced by a newer one, or was used up. */
  NEWSLETTER_LINK_INVALID: 'gone',
  NEWSLETTER_LINK_EXPIRED: 'gone',
  /** SPEC §8, wording not shown: the record behind a signed link is gone, or the address left every newsletter. */
  NEWSLETTER_NOT_FOUND: 'not-found',
  /** SPEC §8 'Zu dieser E-Mail gibt es keine Newsletteranmeldung.': only to the owner of the address. */
  NEWSLETTER_NO_SUBSCRIPTION: 'not-found',
  NEWSLETTER_LOGIN_REQUIRED: 'unauthenticated',
  NEWSLETTER_RATE_LIMITED: 'rate-limited',
} as const satisfies Record<string, RefusalKind>;

export type NewsletterRefusal = keyof typeof newsletterRefusals;

export type NewsletterFailure =
  | { ok: false; code: Exclude<NewsletterRefusal, 'NEWSLETTER_RATE_LIMITED'> }
  | { ok: false; code: 'NEWSLETTER_RATE_LIMITED'; retryAfterSeconds: number };

export const refuse = (code: Exclude<NewsletterRefusal, 'NEWSLETTER_RATE_LIMITED'>): NewsletterFailure => ({
  ok: false,
  code,
});
