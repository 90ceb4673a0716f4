// The shopper's words for a refused identity call (docs/api.md, "Identity"): the message key under `identity` and
// its values.
import type { ApiRefusal } from '@/features/shared/client-data/api-client';

/** Minutes until a rate-limited caller may try again (Retry-After in the answer), at least one. */
function retryAfterMinutes(answer: ApiRefusal): number {
  const seconds = typeof answer.details.retryAfterSeconds === 'number' ? answer.details.retryAfterSeconds : 60;
  return Math.max(1, Math.ceil(seconds / 60));
}

export function failureMessage(
  answer: ApiRefusal,
  invalidCredentials = 'errors.invalidCredentials',
): { key: string; values: Record<string, number> } {
  switch (answer.error) {
    case 'CUSTOMER_INVALID_CREDENTIALS':
      return { key: invalidCredentials, values: {} };
    case 'CUSTOMER_NOT_ACTIVATED':
      return { key: 'errors.notActivated', values: {} };
    case 'CUSTOMER_RATE_LIMITED':
      return { key: 'errors.rateLimited', values: { minutes: retryAfterMinutes(answer) } };
    default:
      return { key: 'errors.general', values: {} };
  }
}
