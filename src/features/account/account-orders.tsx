import 'server-only';
// The account home's latest orders: number (to the order's page), date, status, total, and the parcel's carrier and
// tracking number once it is on its way; every order is on the orders page. Server-rendered, never cached.
import { getTranslations } from 'next-intl/server';
import { customerOrders } from '@/commerce/order/order-store';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { getDb } from '@/platform/db/database';
import { formatDate, formatMoney, type Money } from '@/platform/i18n/format';
import { buildPath } from '@/platform/routing/router';

/** The home shows the newest ones; the orders page lists them all. */
const shownOrders = 10;

export async function AccountOrders({ shop, customerId }: { shop: ShopContext; customerId: string }) {
  const t = await getTranslations({ locale: shop.locale, namespace: 'account.orders' });
  const status = await getTranslations({ locale: shop.locale, namespace: 'orders.status' });
  const view = await getTranslations({ locale: shop.locale, namespace: 'orders.view' });
  const home = await getTranslations({ locale: shop.locale, namespace: 'accountPages.home' });
  // Links to the orders pages only where the shop serves them (supported-path flag, decision 0027).
  const ordersServed = servesAccountPage(shop.tenant.flags, '/account/orders');
  const rows = await customerOrders(await getDb(), shop, customerId, shownOrders);
  const date = (d: Date) => formatDate(d, shop.locale, shop.tenant.timeZone);
  return (
    <section aria-labelledby="account-orders" className="flex flex-col gap-1">
      <h2 id="account-orders" className="text-xl font-bold">
        {t('heading')}
      </h2>
      {rows.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {rows.map((order) => (
            <li key={order.id} className="flex flex-col gap-0.5 rounded border border-line p-1.5">
              <p className="flex flex-wrap justify-between gap-1">
                {ordersServed ? (
                  <a
                    href={buildPath('/account/orders/[orderNumber]', shop.locale, shop.tenant.locales, {
                      orderNumber: order.orderNumber,
                    })}
                    className="font-semibold"
                  >
                    {order.orderNumber}
                  </a>
                ) : (
                  <span className="font-semibold">{order.orderNumber}</span>
                )}
                <span className="font-semibold">{status(order.status)}</span>
              </p>
              <p className="text-sm">
                {view('placedAt', { date: date(order.placedAt) })} ·{' '}
                {formatMoney({ amount: order.totalAmount, currency: order.currency as Money['currency'] }, shop.locale)}
              </p>
              {order.trackingNumber && (
                <p className="text-sm">
                  {view('carrier')}: {order.carrier} · {view('trackingNumber')}: {order.trackingNumber}
                </p>
              )}
              {order.withdrawnAt && <p className="text-sm">{view('withdrawnAt', { date: date(order.withdrawnAt) })}</p>}
            </li>
          ))}
        </ul>
      )}
      {ordersServed && rows.length > 0 && (
        <a href={buildPath('/account/orders', shop.locale, shop.tenant.locales)} className="self-start">
          {home('allOrders')}
        </a>
      )}
    </section>
  );
}
