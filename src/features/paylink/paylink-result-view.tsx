// After the provider's page: the payment link's outcome (paid / failed / cancelled / still processing), with a way
// to try again. Rendered on the server from the attempt; no script needed.
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney, type Money } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import type { PaylinkOutcome } from './paylink-types';

export interface PaylinkResult {
  status: PaylinkOutcome;
  amount: Money;
  orderNumber?: string;
}

export function PaylinkResultView({
  result,
  links,
}: {
  /** null: no attempt this visitor may see (unknown id, another link's attempt). */
  result: PaylinkResult | null;
  links: { paylink: string | null; refresh: string; home: string };
}) {
  const t = useTranslations('paylink');
  const p = useTranslations('payment.outcome');
  const locale = useLocale() as Locale;
  const status = result?.status ?? 'unknown';
  const tone = status === 'paid' ? 'border-success' : status === 'pending' ? 'border-brand' : 'border-danger';
  const action = 'inline-flex min-h-6 items-center rounded px-2 font-semibold';
  return (
    <div className="flex flex-col gap-2">
      <section
        role="status"
        aria-labelledby="paylink-outcome"
        className={`rounded border-l-4 ${tone} bg-surface p-1.5`}
      >
        <h2 id="paylink-outcome" className="text-lg font-bold">
          {p(`${status}Heading`)}
        </h2>
        <p>
          {status === 'paid' && result
            ? p('paidText', { amount: formatMoney(result.amount, locale) })
            : p(`${status}Text`)}
        </p>
        {result?.orderNumber && <p>{t('referenceValue', { orderNumber: result.orderNumber })}</p>}
      </section>
      <div className="flex flex-wrap gap-1">
        {status === 'pending' && (
          <a href={links.refresh} className={`${action} bg-brand text-on-brand`}>
            {t('refresh')}
          </a>
        )}
        {(status === 'failed' || status === 'cancelled' || status === 'expired') && links.paylink && (
          <a href={links.paylink} className={`${action} bg-brand text-on-brand`}>
            {t('tryAgain')}
          </a>
        )}
        <a href={links.home} className={`${action} border border-line text-link`}>
          {t('toShop')}
        </a>
      </div>
    </div>
  );
}
