import 'server-only';
// Payment dates (SPEC §2 "meine-zahltermine", "Maturities/payments overview"): the current balance, what is overdue
// per order with "pay now" (a payment link), the payments to come by date, and each instalment purchase's plan in a
// dialog. When the account cannot be read the page says so, with the advice to reload, and the reason is logged.
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { readPaymentDates } from '@/commerce/statement/statement-store';
import type { PaymentDates } from '@/commerce/statement/payment-dates';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { getDb } from '@/platform/db/database';
import { formatDay, formatMoney, type Money } from '@/platform/i18n/format';
import { errorFields, loggerFor } from '@/platform/logging/logger';
import { PayOverdueButton } from './pay-overdue-button';
import { PaymentPlanDialog } from './payment-plan-dialog';
import { OrderReference } from './order-reference';

const sectionClass = 'flex flex-col gap-1 rounded border border-line p-1.5';

/** The dates, or null when they cannot be read (logged with the request's id, never the customer). */
async function readOrNull(shop: ShopContext, customerId: string): Promise<PaymentDates | null> {
  try {
    return await readPaymentDates(await getDb(), shop, customerId);
  } catch (error) {
    const requestId = (await headers()).get('x-request-id') ?? undefined;
    loggerFor({ requestId, tenant: shop.tenant.key, locale: shop.locale }).error({ ...errorFields(error) }, 'payment dates: balance could not be read');
    return null;
  }
}

export async function AccountPaymentDates({ shop, customerId, read = readOrNull }: { shop: ShopContext; customerId: string; read?: typeof readOrNull }) {
  const [t, ledger, dates] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'accountPages.paymentDates' }),
    getTranslations({ locale: shop.locale, namespace: 'orders.ledger' }),
    read(shop, customerId),
  ]);
  if (!dates) return <FormAlert>{t('unavailable')}</FormAlert>;
  const currency = shop.currency as Money['currency'];
  const money = (amount: number) => formatMoney({ amount, currency }, shop.locale);
  const day = (iso: string) => formatDay(iso, shop.locale);
  const orderLink = (orderNumber: string | null) =>
    orderNumber && (
      // Underlined: inside a line of text a link must not be told apart by colour alone (WCAG 1.4.1).
      <OrderReference shop={shop} orderNumber={orderNumber} label={t('order', { orderNumber })} className="underline" />
    );

  return (
    <ClientMessages locale={shop.locale} namespaces={['accountPages.paymentDates', 'identity.login']}>
      <div className="grid items-start gap-2 lg:grid-cols-2">
        <section aria-labelledby="dates-balance" className={sectionClass}>
          <h2 id="dates-balance" className="text-xl font-bold">
            {t('balanceHeading')}
          </h2>
          <p className="text-2xl font-bold tabular-nums">{money(Math.abs(dates.balance))}</p>
          <p>{dates.balance > 0 ? t('balanceOwed') : dates.balance < 0 ? t('balanceCredit') : t('balanceZero')}</p>
        </section>

        <section aria-labelledby="dates-overdue" className={sectionClass}>
          <h2 id="dates-overdue" className="text-xl font-bold">
            {t('overdueHeading')}
          </h2>
          {dates.overdue.orders.length === 0 ? (
            <p>{t('overdueNone')}</p>
          ) : (
            <>
              <p className="font-semibold">{t('overdueTotal', { amount: money(dates.overdue.total) })}</p>
              <ul className="flex flex-col gap-1.5">
                {dates.overdue.orders.map((o) => (
                  <li key={o.orderNumber} className="flex flex-col gap-0.5 border-t border-line pt-1 first:border-t-0 first:pt-0">
                    <span className="font-semibold">{orderLink(o.orderNumber)}</span>
                    <span>{t('overdueSince', { amount: money(o.amount), date: day(o.since) })}</span>
                    <PayOverdueButton orderNumber={o.orderNumber} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section aria-labelledby="dates-upcoming" className={sectionClass}>
          <h2 id="dates-upcoming" className="text-xl font-bold">
            {t('upcomingHeading')}
          </h2>
          {dates.upcoming.length === 0 ? (
            <p>{t('upcomingNone')}</p>
          ) : (
            <ol className="flex flex-col gap-1">
              {dates.upcoming.map((u) => (
                <li key={u.dueOn} className="flex flex-col gap-0.5 border-t border-line pt-1 first:border-t-0 first:pt-0">
                  <p className="flex flex-wrap justify-between gap-1 font-semibold">
                    <span>{day(u.dueOn)}</span>
                    <span className="tabular-nums">{money(u.amount)}</span>
                  </p>
                  <ul className="text-sm">
                    {u.items.map((item, index) => (
                      <li key={index}>
                        {orderLink(item.orderNumber)} · {ledger(item.textKey as never)}: {money(item.amount)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="dates-plans" className={sectionClass}>
          <h2 id="dates-plans" className="text-xl font-bold">
            {t('plansHeading')}
          </h2>
          {dates.plans.length === 0 ? (
            <p>{t('plansNone')}</p>
          ) : (
            <ul className="flex flex-col gap-1.5">
              {dates.plans.map((plan) => (
                <li key={plan.orderNumber} className="flex flex-col gap-0.5 border-t border-line pt-1 first:border-t-0 first:pt-0">
                  <span className="font-semibold">{orderLink(plan.orderNumber)}</span>
                  <span>{t('planOpen', { amount: money(plan.open), count: plan.rates.filter((r) => r.open > 0).length })}</span>
                  {plan.next && <span>{t('planNext', { amount: money(plan.next.open), date: day(plan.next.dueOn) })}</span>}
                  <PaymentPlanDialog orderNumber={plan.orderNumber} currency={currency} rates={plan.rates} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </ClientMessages>
  );
}
