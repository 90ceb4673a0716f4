'use client';
// The compact order summary beside every step: lines, subtotal, discounts, shipping, extra charges, total incl. VAT.
// Every amount as the server computed it (GET /api/checkout); the box keeps its place while it loads.
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney, formatPercent, type Money } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import type { CheckoutSummaryView } from './checkout-view-types';
import { useCheckout } from './use-checkout';

export function OrderSummaryAside() {
  const t = useTranslations('checkout.summary');
  const { data, error } = useCheckout();
  return (
    <aside aria-labelledby="checkout-summary" className="min-h-[240px] rounded border border-line bg-surface p-2">
      <h2 id="checkout-summary" className="mb-1 text-lg font-bold">
        {t('heading')}
      </h2>
      {data ? (
        <OrderSummary summary={data.summary} />
      ) : (
        <p role="status" className="text-muted">
          {error ? t('loadFailed') : t('loading')}
        </p>
      )}
    </aside>
  );
}

export function OrderSummary({ summary, showLines = true }: { summary: CheckoutSummaryView; showLines?: boolean }) {
  const t = useTranslations('checkout.summary');
  const s = useTranslations('shipping');
  const locale = useLocale() as Locale;
  const money = (m: Money) => formatMoney(m, locale);
  const { basket } = summary;
  const row = 'flex justify-between gap-2';
  return (
    <div className="flex flex-col gap-1">
      {showLines && (
        <ul className="flex flex-col gap-1 border-b border-line pb-1" aria-label={t('linesLabel')}>
          {basket.lines.map((line) => (
            <li key={line.variantSku} className={`${row} text-sm`}>
              <span className="min-w-0">
                <span className="block font-semibold">{line.name}</span>
                <span className="block text-muted">
                  {line.size ? `${t('size', { size: line.size })} · ` : ''}
                  {t('quantity', { quantity: line.quantity })}
                </span>
              </span>
              <span className="shrink-0">{money(line.netTotal)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="flex flex-col gap-0.5">
        <div className={row}>
          <dt>{t('subtotal')}</dt>
          <dd>{money(basket.subtotal)}</dd>
        </div>
        {basket.discounts.map((d) => (
          <div key={`${d.kind}-${d.label}`} className={`${row} text-success`}>
            <dt>{d.label}</dt>
            <dd>−{money(d.amount)}</dd>
          </div>
        ))}
        {basket.shipping.charges.map((charge) => (
          <div key={charge.kind} className={row}>
            <dt>{s(charge.kind)}</dt>
            <dd>{charge.amount.amount === 0 ? s('free') : money(charge.amount)}</dd>
          </div>
        ))}
        {summary.charges.map((charge) => (
          <div key={charge.kind} className={row}>
            <dt>{t(`charges.${charge.kind}`)}</dt>
            <dd>{money(charge.amount)}</dd>
          </div>
        ))}
        <div className={`${row} border-t border-line pt-1 text-lg font-bold`}>
          <dt>{t('total')}</dt>
          <dd>{money(summary.total)}</dd>
        </div>
      </dl>
      <p className="text-right text-sm text-muted">
        {t('vatIncluded', { rate: formatPercent(basket.vat.rateBp, locale), amount: money(basket.vat.amount) })}
      </p>
    </div>
  );
}
