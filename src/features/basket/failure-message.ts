// The shopper's words for a refused basket change: the message of its code, with the details the server gave.
import type { useTranslations } from 'next-intl';
import type { BasketFailureInfo } from './basket-failure';

type BasketT = ReturnType<typeof useTranslations<'basket'>>;

export function basketFailureMessage(t: BasketT, failure: BasketFailureInfo): string {
  const key = `errors.${failure.code}` as Parameters<BasketT>[0];
  if (!t.has(key)) return t('errors.UNKNOWN');
  return t(key, { available: failure.available ?? 0, max: failure.max ?? 0 });
}
