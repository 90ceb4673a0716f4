import 'server-only';
// Bookings (the account statement): every ledger entry, newest first, with the balance after it, filtered by
// period and kind; "Mehr laden" is a link that shows twenty more (works without JavaScript, keeps the position).
// With the flag `bookingsOpenPayment` each instalment purchase shows what is still open and the next rate.
import { getTranslations } from 'next-intl/server';
import {
  accountStatement,
  readPaymentDates,
  STATEMENT_PAGE_SIZE,
  statementKinds,
  statementPeriods,
  type StatementKind,
  type StatementPeriod,
} from '@/commerce/statement/statement-store';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { getDb } from '@/platform/db/database';
import { formatDate, formatDay, formatMoney, type Money } from '@/platform/i18n/format';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { buildPath } from '@/platform/routing/router';
import { OrderReference } from './order-reference';

const chip = (current: boolean) =>
  `flex min-h-6 items-center rounded border px-1.5 no-underline ${current ? 'border-brand bg-surface font-semibold text-ink' : 'border-line text-ink'}`;

export async function AccountBookings({
  shop,
  customerId,
  kind,
  period,
  shown,
}: {
  shop: ShopContext;
  customerId: string;
  kind: StatementKind;
  period: StatementPeriod;
  shown: number;
}) {
  const db = await getDb();
  const showPlans = shop.tenant.flags.bookingsOpenPayment;
  const [t, ledger, statement, dates] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'accountPages.bookings' }),
    getTranslations({ locale: shop.locale, namespace: 'orders.ledger' }),
    accountStatement(db, shop, customerId, { kind, period, shown }),
    readPaymentDates(db, shop, customerId),
  ]);
  const money = (amount: number, currency: string = shop.currency) => formatMoney({ amount, currency: currency as Money['currency'] }, shop.locale);
  const base = buildPath('/account/bookings', shop.locale, shop.tenant.locales);
  const href = (k: StatementKind, p: StatementPeriod, n?: number) => {
    const query = new URLSearchParams();
    if (k !== 'all') query.set('kind', k);
    if (p !== 'all') query.set('period', p);
    if (n) query.set('shown', String(n));
    const q = query.toString();
    return q ? `${base}?${q}` : base;
  };
  const invoicesServed = servesAccountPage(shop.tenant.flags, '/account/invoices');
  const orderRef = (orderNumber: string) => <OrderReference shop={shop} orderNumber={orderNumber} label={t('order', { orderNumber })} />;

  return (
    <>
      <p className="text-lg font-semibold">
        {dates.balance < 0 ? t('creditBalance', { amount: money(-dates.balance) }) : t('currentBalance', { amount: money(dates.balance) })}
      </p>
      {showPlans && dates.plans.length > 0 && (
        <section aria-labelledby="bookings-plans" className="flex flex-col gap-1 rounded border border-line p-1.5">
          <h2 id="bookings-plans" className="text-xl font-bold">
            {t('instalmentsHeading')}
          </h2>
          <ul className="flex flex-col gap-1">
            {dates.plans.map((plan) => (
              <li key={plan.orderNumber} className="flex flex-col gap-0.5">
                <span className="font-semibold">{orderRef(plan.orderNumber)}</span>
                <span>{t('instalmentOpen', { amount: money(plan.open) })}</span>
                <span>
                  {plan.next ? t('nextRate', { amount: money(plan.next.open), date: formatDay(plan.next.dueOn, shop.locale) }) : t('allPaid')}
                </span>
              </li>
            ))}
          </ul>
          {servesAccountPage(shop.tenant.flags, '/account/payment-dates') && (
            <a href={buildPath('/account/payment-dates', shop.locale, shop.tenant.locales)} className="self-start font-semibold">
              {t('toPaymentDates')}
            </a>
          )}
        </section>
      )}
      <nav aria-label={t('filterPeriod')}>
        <ul className="flex flex-wrap gap-1">
          {statementPeriods.map((p) => (
            <li key={p}>
              <a href={href(kind, p)} aria-current={p === period ? 'page' : undefined} className={chip(p === period)}>
                {t(`periods.${p}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('filterKind')}>
        <ul className="flex flex-wrap gap-1">
          {statementKinds.map((k) => (
            <li key={k}>
              <a href={href(k, period)} aria-current={k === kind ? 'page' : undefined} className={chip(k === kind)}>
                {t(`kinds.${k}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {statement.entries.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ol className="flex flex-col gap-1" aria-label={t('listLabel')}>
          {statement.entries.map((entry, index) => (
            <li key={entry.id} id={`booking-${index + 1}`} className="flex flex-col gap-0.5 rounded border border-line p-1.5">
              <p className="flex flex-wrap justify-between gap-1">
                <span className="font-semibold">
                  {ledger(entry.textKey as never)}
                  {entry.rateNumber !== null && ` · ${t('rateNumber', { n: entry.rateNumber })}`}
                </span>
                <span className="font-semibold tabular-nums">{money(entry.amount, entry.currency)}</span>
              </p>
              <p className="text-sm">
                {t('bookedOn', { date: formatDate(entry.bookedAt, shop.locale, shop.tenant.timeZone) })}
                {entry.dueOn && ` · ${t('dueOn', { date: formatDay(entry.dueOn, shop.locale) })}`}
              </p>
              <p className="flex flex-wrap gap-x-1 text-sm">
                {entry.orderNumber && <span>{orderRef(entry.orderNumber)}</span>}
                {entry.documentNumber && (
                  <span>
                    {invoicesServed ? (
                      <a href={accountPaths.invoiceDocument(entry.documentNumber)} download={`${entry.documentNumber}.pdf`}>
                        {t('document', { number: entry.documentNumber })}
                      </a>
                    ) : (
                      t('document', { number: entry.documentNumber })
                    )}
                  </span>
                )}
                {entry.paymentReference && <span className="break-all">{t('paymentReference', { reference: entry.paymentReference })}</span>}
              </p>
              <p className="text-sm tabular-nums">{t('balanceAfter', { amount: money(entry.balance, entry.currency) })}</p>
            </li>
          ))}
        </ol>
      )}
      {statement.hasMore && (
        <a
          href={`${href(kind, period, statement.entries.length + STATEMENT_PAGE_SIZE)}#booking-${statement.entries.length + 1}`}
          className="flex min-h-6 items-center self-start rounded border border-line px-3 font-semibold no-underline"
        >
          {t('loadMore')}
        </a>
      )}
    </>
  );
}
