import 'server-only';
// The account overview (SPEC §2 "uebersicht"): what is on its way, what came back and what it was credited, the
// open balance, and who the customer is to the shop. Read on the server per request, for the session's customer only.
import { getTranslations } from 'next-intl/server';
import { listAddresses } from '@/commerce/address-book/address-store';
import { openItemsOf } from '@/commerce/account-ledger/open-amounts';
import { findCustomerById } from '@/commerce/customer/customer-store';
import { loyaltyEarnRules } from '@/commerce/loyalty/loyalty-programs';
import { shipmentsUnderway } from '@/commerce/order/customer-order-list';
import { returnCreditsOf } from '@/commerce/order/return-credits';
import { returnsInProgress } from '@/commerce/returns/returns-store';
import { trackingLink } from '@/commerce/order/tracking-link';
import { currentPremiumMembership } from '@/commerce/premium/is-premium-member';
import { premiumOffered } from '@/commerce/premium/premium-terms';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { AddressLines } from '@/features/checkout/address-lines';
import { getDb } from '@/platform/db/database';
import { formatDate, formatDay, formatMoney, type Money } from '@/platform/i18n/format';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { buildPath } from '@/platform/routing/router';
import { OrderReference } from './order-reference';

const sectionClass = 'flex flex-col gap-1 rounded border border-line p-2';

export async function AccountOverview({ shop, customerId }: { shop: ShopContext; customerId: string }) {
  const db = await getDb();
  const [t, view, customer, shipments, returns, registered, openItems, addresses, membership] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'accountPages.overview' }),
    getTranslations({ locale: shop.locale, namespace: 'orders.view' }),
    findCustomerById(db, shop.tenant.key, customerId),
    shipmentsUnderway(db, shop, customerId),
    returnCreditsOf(db, shop, customerId),
    returnsInProgress(db, shop, customerId),
    openItemsOf(db, shop, customerId),
    listAddresses(db, shop, customerId),
    premiumOffered(shop) ? currentPremiumMembership(db, shop, customerId) : Promise.resolve(null),
  ]);
  if (!customer) return null;
  const money = (amount: number, currency: string) => formatMoney({ amount, currency: currency as Money['currency'] }, shop.locale);
  // An order's page only where the shop serves the orders (supported-path flag, decision 0027).
  const orderLink = (orderNumber: string) => (
    <OrderReference shop={shop} orderNumber={orderNumber} label={t('orderLink', { orderNumber })} className="font-semibold" />
  );
  const openBalance = openItems.reduce((sum, item) => sum + item.openAmount, 0);
  const defaultAddress = addresses.find((a) => a.isDefault);
  const billingAddress = addresses.find((a) => a.isDefaultBilling);
  const loyalty = loyaltyEarnRules[shop.tenant.key];
  const loyaltyOffered = loyalty && shop.tenant.flags[loyalty.flag] ? loyalty.program : null;

  return (
    <div className="grid items-start gap-2 lg:grid-cols-2">
      <section aria-labelledby="overview-shipments" className={sectionClass}>
        <h2 id="overview-shipments" className="text-xl font-bold">
          {t('shipmentsHeading')}
        </h2>
        {shipments.length === 0 ? (
          <p>{t('noShipments')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {shipments.map((order) => {
              const link = trackingLink(order.carrier, order.trackingNumber);
              return (
                <li key={order.id} className="flex flex-col gap-0.5 border-t border-line pt-1 first:border-t-0 first:pt-0">
                  {orderLink(order.orderNumber)}
                  <p className="text-sm">
                    {view('carrier')}: {order.carrier ?? '–'} · {view('trackingNumber')}:{' '}
                    {link ? (
                      <a href={link} rel="noopener noreferrer" target="_blank">
                        {order.trackingNumber}
                        <span className="sr-only"> ({t('opensCarrier')})</span>
                      </a>
                    ) : (
                      (order.trackingNumber ?? '–')
                    )}
                  </p>
                  <p className="text-sm">
                    {view('expectedDelivery', {
                      from: formatDay(order.expectedDeliveryFrom, shop.locale),
                      to: formatDay(order.expectedDeliveryTo, shop.locale),
                    })}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="overview-returns" className={sectionClass}>
        <h2 id="overview-returns" className="text-xl font-bold">
          {t('returnsHeading')}
        </h2>
        <p className="text-sm">{t('returnsNote')}</p>
        {returns.length === 0 && registered.length === 0 && <p>{t('noReturns')}</p>}
        {registered.length > 0 && (
          <ul className="flex flex-col gap-1">
            {registered.map((ret) => (
              <li key={ret.returnNumber} className="flex flex-col gap-0.5">
                <p className="font-semibold">
                  {t('registeredReturn', {
                    returnNumber: ret.returnNumber,
                    date: formatDate(ret.registeredAt, shop.locale, shop.tenant.timeZone),
                  })}
                </p>
                {orderLink(ret.orderNumber)}
                <p className="text-sm">{ret.received ? t('returnReceived') : t('returnOnItsWay')}</p>
                {!ret.received && (
                  <a href={accountPaths.returnSlip(ret.returnNumber)} download className="text-sm">
                    {t('slip')}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        {returns.length > 0 && registered.length > 0 && <h3 className="mt-1 font-bold">{t('creditsHeading')}</h3>}
        {returns.length > 0 && (
          <ul className="flex flex-col gap-1">
            {returns.map((credit) => (
              <li key={`${credit.orderNumber}-${credit.creditedAt.toISOString()}`} className="flex flex-col gap-0.5">
                {orderLink(credit.orderNumber)}
                <p className="text-sm">
                  {t('credited', {
                    amount: money(credit.amount, credit.currency),
                    date: formatDate(credit.creditedAt, shop.locale, shop.tenant.timeZone),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="overview-balance" className={sectionClass}>
        <h2 id="overview-balance" className="text-xl font-bold">
          {t('balanceHeading')}
        </h2>
        <p>
          {openBalance > 0
            ? t('openBalance', { amount: money(openBalance, shop.tenant.currency) })
            : t('nothingOpen')}
        </p>
        {servesAccountPage(shop.tenant.flags, '/account/payment-dates') && (
          <a href={buildPath('/account/payment-dates', shop.locale, shop.tenant.locales)} className="self-start font-semibold">
            {t('toPaymentDates')}
          </a>
        )}
      </section>

      <section aria-labelledby="overview-customer" className={sectionClass}>
        <h2 id="overview-customer" className="text-xl font-bold">
          {t('customerHeading')}
        </h2>
        <dl className="grid grid-cols-1 gap-x-2 gap-y-0.5 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
          <dt className="font-semibold">{t('name')}</dt>
          <dd>
            {customer.firstName} {customer.lastName}
          </dd>
          <dt className="font-semibold">{t('customerNumber')}</dt>
          <dd>{customer.customerNumber}</dd>
          <dt className="font-semibold">{t('email')}</dt>
          <dd className="break-all">{customer.email}</dd>
          <dt className="font-semibold">{t('defaultAddress')}</dt>
          <dd>
            {defaultAddress ? <AddressLines address={defaultAddress} /> : <span className="block">{t('noAddress')}</span>}
          </dd>
          <dt className="font-semibold">{t('defaultBillingAddress')}</dt>
          <dd>
            {billingAddress ? <AddressLines address={billingAddress} /> : <span className="block">{t('noAddress')}</span>}
            <a href={buildPath('/account/addresses', shop.locale, shop.tenant.locales)} className="block">
              {t('toAddressBook')}
            </a>
          </dd>
          {premiumOffered(shop) && (
            <>
              <dt className="font-semibold">{t('premium')}</dt>
              <dd>
                {membership && !membership.cancelledAt
                  ? t('premiumSince', { date: formatDate(membership.startedAt, shop.locale, shop.tenant.timeZone) })
                  : membership
                    ? t('premiumUntil', { date: formatDay(membership.renewsOn, shop.locale) })
                    : t('premiumNone')}
              </dd>
            </>
          )}
          {loyaltyOffered && (
            <>
              <dt className="font-semibold">{t('loyalty')}</dt>
              <dd>{t(`loyaltyProgram.${loyaltyOffered}`)}</dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}
