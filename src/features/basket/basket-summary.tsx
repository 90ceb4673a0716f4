// The basket's totals: subtotal, discounts, shipping (with how much is missing for free shipping), total with the
// VAT it contains, the loyalty points it would earn, and the way to checkout. All amounts as the server computed.
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney, formatPercent } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { OrderTotals, subtotalRows } from '@/features/shared/summary/order-totals';
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';

const waiverKey = { THRESHOLD: 'waivedThreshold', PREMIUM: 'waivedPremium', CODE: 'waivedCode' } as const;

export function BasketSummary({ basket, checkoutHref }: { basket: BasketFieldsFragment; checkoutHref: string }) {
  const t = useTranslations('basket');
  const s = useTranslations('shipping');
  const l = useTranslations('loyalty');
  const locale = useLocale() as Locale;
  const money = (m: BasketFieldsFragment['total']) => formatMoney(m, locale);

  return (
    <section aria-labelledby="basket-summary" className="flex flex-col gap-1">
      <h2 id="basket-summary" className="text-lg font-bold">
        {t('summaryHeading')}
      </h2>
      <OrderTotals
        rows={[
          ...subtotalRows({ label: t('subtotal'), amount: basket.subtotal }, basket.discounts, money),
          ...basket.shipping.charges.map((charge) => ({
            key: charge.kind,
            label: (
              <>
                {s(charge.kind === 'STANDARD' ? 'standard' : 'freight')}
                {charge.waivedBy && (
                  <span className="block text-sm text-muted">
                    {s(waiverKey[charge.waivedBy], { amount: money(basket.shipping.freeShippingFrom) })}
                  </span>
                )}
              </>
            ),
            value: charge.amount.amount === 0 ? s('free') : money(charge.amount),
          })),
        ]}
        total={{ label: t('total'), value: money(basket.total) }}
        vatNote={t('vatIncluded', {
          rate: formatPercent(basket.vat.rateBasisPoints, locale),
          amount: money(basket.vat.amount),
        })}
      />
      {basket.shipping.missingForFreeShipping && (
        <p className="rounded bg-page p-1 text-sm">
          {s('missingForFree', { amount: money(basket.shipping.missingForFreeShipping) })}
        </p>
      )}
      {basket.loyalty && (
        <p className="text-sm">
          {l(basket.loyalty.program === 'PAYBACK' ? 'payback' : 'joe', { points: basket.loyalty.points })}
        </p>
      )}
      <a
        href={checkoutHref}
        className="mt-1 flex min-h-[48px] items-center justify-center rounded bg-brand px-3 font-bold text-on-brand no-underline"
      >
        {t('checkout')}
      </a>
    </section>
  );
}
