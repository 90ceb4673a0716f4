'use client';
// The compact order summary beside every step: lines, subtotal, discounts, shipping, extra charges, total incl. VAT,
// and the Payback / jö points the order would earn (shops with a programme).
// Every amount as the server computed it (GET /api/checkout); the box keeps its place while it loads.
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney, formatPercent, type Money } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { OrderTotals, subtotalRows } from '@/features/shared/summary/order-totals';
import { SummaryLines } from '@/features/shared/summary/summary-lines';
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
  const l = useTranslations('loyalty');
  const locale = useLocale() as Locale;
  const money = (m: Money) => formatMoney(m, locale);
  const { basket } = summary;
  return (
    <div className="flex flex-col gap-1">
      {showLines && (
        <SummaryLines
          compact
          label={t('linesLabel')}
          lines={basket.lines.map((line) => ({
            key: line.variantSku,
            name: line.name,
            detail: `${line.size ? `${t('size', { size: line.size })} · ` : ''}${t('quantity', { quantity: line.quantity })}`,
            amount: money(line.netTotal),
          }))}
        />
      )}
      <OrderTotals
        rows={[
          ...subtotalRows({ label: t('subtotal'), amount: basket.subtotal }, basket.discounts, money),
          ...basket.shipping.charges.map((charge) => ({
            key: charge.kind,
            label: s(charge.kind),
            value: charge.amount.amount === 0 ? s('free') : money(charge.amount),
          })),
          ...summary.charges.map((charge) => ({
            key: `charge-${charge.kind}`,
            label: t(`charges.${charge.kind}`),
            value: money(charge.amount),
          })),
        ]}
        total={{ label: t('total'), value: money(summary.total) }}
        vatNote={t('vatIncluded', { rate: formatPercent(basket.vat.rateBp, locale), amount: money(basket.vat.amount) })}
      />
      {basket.loyalty && (
        <p className="text-sm">{l(basket.loyalty.program, { points: basket.loyalty.points })}</p>
      )}
    </div>
  );
}
