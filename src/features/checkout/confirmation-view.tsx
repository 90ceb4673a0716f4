'use client';
// /kasse/auftrag?order=…: the order as placed (GET /api/orders/{number}, the owner only): number, items, address,
// payment (instalment plan or due date), expected delivery, and that a confirmation mail is on its way.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useJson } from '@/features/shared/client-data/use-client-data';
import { trackPurchase } from './checkout-analytics';
import type { OrderView } from '@/commerce/order/order-view';
import { formatDate, formatMoney, type Money, formatDay } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { OrderTotals } from '@/features/shared/summary/order-totals';
import { SummaryLines } from '@/features/shared/summary/summary-lines';
import { AddressLines } from './address-lines';
import { orderPaths } from '@/platform/routing/api-paths/order';
import type { CheckoutLinks } from './checkout-routes';
import { usePaymentMethodName } from './payment-method-label';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { secondaryButtonClass } from '@/features/shared/forms/field-styles';
import { OrderConfetti } from './order-confetti';
import { OrderSurvey } from './order-survey';

export function ConfirmationView({
  orderNumber,
  links,
  confetti,
}: {
  orderNumber: string | null;
  links: CheckoutLinks;
  /** The shop's flag `confetti`. */
  confetti: boolean;
}) {
  const t = useTranslations('checkout.confirmation');
  const e = useTranslations('checkout.errors');
  const { data, error } = useJson<OrderView>(orderNumber ? orderPaths.orderOf(orderNumber) : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (!orderNumber || error) {
    return (
      <div className="flex flex-col gap-2">
        <FormAlert>{t('notFound')}</FormAlert>
        <a href={links.account} className={secondaryButtonClass}>{t('toAccount')}</a>
      </div>
    );
  }
  if (!data) return <p role="status" className="min-h-[480px] text-muted">{e('loading')}</p>;
  return (
    <>
      {confetti && <OrderConfetti />}
      <OrderDetails order={data} links={links} />
      <OrderSurvey orderNumber={data.orderNumber} />
    </>
  );
}

function OrderDetails({ order, links }: { order: OrderView; links: CheckoutLinks }) {
  // purchase once per order: the browser remembers the orders it reported, so a reload reports nothing again.
  useEffect(() => {
    trackPurchase(order);
  }, [order]);
  const t = useTranslations('checkout.confirmation');
  const r = useTranslations('checkout.review');
  const locale = useLocale() as Locale;
  const methodName = usePaymentMethodName();
  const money = (m: Money) => formatMoney(m, locale);
  const { payment, delivery } = order;
  // Invoice and pause are paid later, on one day; instalments show their plan; cards and PayPal are paid already.
  const dueOn = payment.method === 'invoice' || payment.method === 'payment-pause' ? payment.schedule[0]?.dueOn : undefined;
  return (
    <div className="flex flex-col gap-2">
      <FormAlert tone="success">
        <p className="text-lg font-bold">{t('thanks')}</p>
        <p>{t('orderNumber', { orderNumber: order.orderNumber })}</p>
        <p>{t('mailNote')}</p>
      </FormAlert>
      <section aria-labelledby="confirmation-delivery" className="flex flex-col gap-1">
        <h2 id="confirmation-delivery" className="text-lg font-bold">{t('delivery')}</h2>
        {delivery.kind === 'address' ? (
          <AddressLines address={delivery.address} />
        ) : (
          <p>
            {delivery.recipient.firstName} {delivery.recipient.lastName}, {r('parcelShop', { name: delivery.parcelShop.name })},{' '}
            {delivery.parcelShop.street}, {delivery.parcelShop.postalCode} {delivery.parcelShop.city}
          </p>
        )}
        {order.expectedDelivery && (
          <p>
            {t('expected', {
              from: formatDate(new Date(order.expectedDelivery.from), locale),
              to: formatDate(new Date(order.expectedDelivery.to), locale),
            })}
          </p>
        )}
      </section>
      <section aria-labelledby="confirmation-payment" className="flex flex-col gap-1">
        <h2 id="confirmation-payment" className="text-lg font-bold">{t('payment')}</h2>
        <p className="font-semibold">{methodName(payment.method)}</p>
        {dueOn && <p>{t('dueOn', { dueOn: formatDay(dueOn, locale) })}</p>}
        {payment.method === 'instalments' && payment.schedule.length > 0 && (
          <table className="w-full max-w-[420px] text-sm">
            <caption className="text-left font-semibold">{t('plan')}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">{t('planDue')}</th>
                <th scope="col" className="text-right">{t('planAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {payment.schedule.map((rate) => (
                <tr key={rate.dueOn}>
                  <td>{formatDay(rate.dueOn, locale)}</td>
                  <td className="text-right">{money(rate.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="confirmation-items" className="flex flex-col gap-1">
        <h2 id="confirmation-items" className="text-lg font-bold">{t('items')}</h2>
        <SummaryLines
          lines={order.lines.map((line) => ({
            key: line.sku,
            name: line.name,
            detail: `${line.variantLabel ? `${line.variantLabel} · ` : ''}${r('quantity', { quantity: line.quantity })}`,
            amount: money(line.total),
          }))}
        />
        <OrderTotals rows={[]} total={{ label: t('total'), value: money(order.total) }} vatNote={t('vatIncluded')} />
      </section>
      <a href={links.home} className={secondaryButtonClass}>{t('continueShopping')}</a>
    </div>
  );
}
