// A refused newsletter call as the message the form shows: rate limits with their wait, everything else the
// generic form error of SPEC §8.
import type { ApiAnswer } from '@/features/shared/client-data/api-client';

export function failureText(
  answer: Extract<ApiAnswer<unknown>, { ok: false }>,
  t: (key: 'rateLimited' | 'failed', values?: { minutes: number }) => string,
): string {
  if (answer.error === 'NEWSLETTER_RATE_LIMITED') {
    const seconds = Number((answer.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60);
    return t('rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  return t('failed');
}
