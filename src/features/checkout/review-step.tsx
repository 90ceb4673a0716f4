'use client';
// /kasse: everything on one page — delivery, payment, protection, premium, the items, the voucher and the totals —
// each with a link back to change it, the legal links, and the button 'zahlungspflichtig bestellen'.
import { useCallback, useEffect, type ReactNode } from 'react';
import { trackBeginCheckout } from './checkout-analytics';
import { useLocale, useTranslations } from 'next-intl';
import type { CheckoutState } from '@/commerce/checkout/checkout-types';
import { formatMoney, formatDay } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { AddressLines } from './address-lines';
import type { CheckoutLinks } from './checkout-routes';
import type { CheckoutSummaryView } from './checkout-view-types';
import { navigateTo } from './navigate';
import { OrderSummary } from './order-summary';
import { usePaymentMethodName } from './payment-method-label';
import { PlaceOrderRefusalAlert } from './place-order-refusal';
import { PremiumOffer } from './premium-offer';
import { useCheckout } from './use-checkout';
import { usePlaceOrder, type PlaceOrderAnswer } from './use-place-order';
import { Button } from '@/features/shared/forms/submit-button';

export function confirmationHref(links: CheckoutLinks, orderNumber: string): string {
  return `${links.confirmation}?order=${encodeURIComponent(orderNumber)}`;
}

export function ReviewStep({ links }: { links: CheckoutLinks }) {
  const t = useTranslations('checkout.review');
  const e = useTranslations('checkout.errors');
  const { data, error } = useCheckout();
  const summaryForTracking = data?.summary;
  useEffect(() => {
    if (summaryForTracking) trackBeginCheckout(summaryForTracking);
  }, [summaryForTracking]);
  const onPlaced = useCallback(
    (answer: PlaceOrderAnswer) =>
      navigateTo(answer.next.kind === 'payment' ? answer.next.redirectUrl : confirmationHref(links, answer.order.orderNumber)),
    [links],
  );
  const { place, sending, refusal } = usePlaceOrder(onPlaced);

  if (!data) {
    return (
      <p role="status" className="min-h-[480px] text-muted">
        {error ? e('loadFailed') : t('loading')}
      </p>
    );
  }
  return (
    <ReviewContent
      state={data.state}
      summary={data.summary}
      links={links}
      sending={sending}
      onPlace={place}
      alert={refusal && <PlaceOrderRefusalAlert refusal={refusal} links={links} />}
    />
  );
}

function Block({ id, title, change, changeLabel, children }: { id: string; title: string; change?: string; changeLabel?: string; children: ReactNode }) {
  const t = useTranslations('checkout.review');
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1 rounded border border-line p-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {change && (
          <a href={change} className="inline-flex min-h-6 items-center font-semibold text-link underline underline-offset-2">
            {t('change')}
            <span className="sr-only">: {changeLabel ?? title}</span>
          </a>
        )}
      </div>
      {children}
    </section>
  );
}

export function ReviewContent({
  state,
  summary,
  links,
  sending,
  onPlace,
  alert,
}: {
  state: CheckoutState;
  summary: CheckoutSummaryView;
  links: CheckoutLinks;
  sending: boolean;
  onPlace: () => void;
  alert: ReactNode;
}) {
  const t = useTranslations('checkout.review');
  const d = useTranslations('checkout.delivery');
  const locale = useLocale() as Locale;
  const methodName = usePaymentMethodName();
  const money = (m: { amount: number; currency: 'EUR' | 'CHF' }) => formatMoney(m, locale);
  const { delivery, payment, protection, premium } = state;
  const option = summary.deliveryOptions.find((o) => o.key === delivery?.option);
  const methodView = summary.paymentOptions.methods.find((m) => m.method === payment?.method);
  const voucher = summary.basket.voucher;

  return (
    <div className="flex flex-col gap-2">
      {alert}
      <Block id="review-delivery" title={t('delivery')} change={links.deliveryChange}>
        {delivery?.kind === 'address' && <AddressLines address={delivery.address} />}
        {delivery?.kind === 'parcel-shop' && (
          <span className="block">
            <span className="block">
              {delivery.recipient.firstName} {delivery.recipient.lastName}
            </span>
            <span className="block">{t('parcelShop', { name: delivery.parcelShop.name })}</span>
            <span className="block">
              {delivery.parcelShop.street}, {delivery.parcelShop.postalCode} {delivery.parcelShop.city}
            </span>
          </span>
        )}
        {delivery && (
          <p className="text-sm">
            {d(`options.${delivery.option}`)}
            {option && <> · {d('estimate', { from: option.estimate.fromDays, to: option.estimate.toDays })}</>}
          </p>
        )}
      </Block>

      <Block id="review-payment" title={t('payment')} change={links.paymentChange}>
        {payment && <p className="font-semibold">{methodName(payment.method)}</p>}
        {payment?.method === 'invoice' && <p className="text-sm">{t('invoiceDue')}</p>}
        {payment?.method === 'instalments' && (
          <p className="text-sm">
            {(() => {
              const row = methodView?.instalments?.rows.find((r) => r.months === payment.months);
              return row
                ? t('instalmentPlan', {
                    months: payment.months,
                    rate: money({ amount: row.monthlyRate, currency: summary.total.currency }),
                  })
                : t('instalmentMonths', { months: payment.months });
            })()}
          </p>
        )}
        {payment?.method === 'payment-pause' && methodView?.pause && (
          <p className="text-sm">
            {t('pauseDue', { dueOn: formatDay(methodView.pause.dueOn, locale), surcharge: money(methodView.pause.surcharge) })}
          </p>
        )}
        {payment && !['invoice', 'instalments', 'payment-pause'].includes(payment.method) && (
          <p className="text-sm">{t('providerNote')}</p>
        )}
      </Block>

      {payment?.method === 'instalments' && (
        <Block id="review-protection" title={t('protection')} change={links.protectionUpdate}>
          <p>
            {protection === 'declined' || !protection
              ? t('protectionDeclined')
              : t('protectionTaken', { cover: t(`covers.${protection.cover}`) })}
          </p>
        </Block>
      )}

      <PremiumOffer
        premium={summary.premium}
        choice={premium}
        shippingFree={summary.basket.shipping.total.amount === 0}
        moreHref={links.premium}
      />

      <Block id="review-items" title={t('items')} change={links.basket} changeLabel={t('changeItems')}>
        <ul className="flex flex-col gap-1">
          {summary.basket.lines.map((line) => (
            <li key={line.variantSku} className="flex justify-between gap-2">
              <span className="min-w-0">
                <span className="block font-semibold">{line.name}</span>
                <span className="block text-sm text-muted">
                  {line.size ? `${t('size', { size: line.size })} · ` : ''}
                  {t('quantity', { quantity: line.quantity })}
                </span>
              </span>
              <span className="shrink-0">{money(line.netTotal)}</span>
            </li>
          ))}
        </ul>
      </Block>

      {voucher && (
        <Block id="review-voucher" title={t('voucher')} change={links.basket} changeLabel={t('changeVoucher')}>
          <p>
            {voucher.applied
              ? t('voucherApplied', { code: voucher.code, amount: money(voucher.discount) })
              : t('voucherNotApplied', { code: voucher.code })}
          </p>
        </Block>
      )}

      <section aria-labelledby="review-total" className="flex flex-col gap-2 rounded border border-line bg-surface p-1.5">
        <h2 id="review-total" className="text-lg font-bold">
          {t('total')}
        </h2>
        <OrderSummary summary={summary} showLines={false} />
        <p className="text-sm">
          {t.rich('legal', {
            terms: (chunks) => <a href={links.terms} className="underline underline-offset-2">{chunks}</a>,
            withdrawal: (chunks) => <a href={links.withdrawal} className="underline underline-offset-2">{chunks}</a>,
            privacy: (chunks) => <a href={links.privacy} className="underline underline-offset-2">{chunks}</a>,
          })}
        </p>
        <Button onClick={onPlace} disabled={sending} busy={sending}>
          {t('placeOrder')}
        </Button>
        <p role="status" className="min-h-3 text-sm text-muted">
          {sending ? t('sending') : ''}
        </p>
      </section>
    </div>
  );
}
