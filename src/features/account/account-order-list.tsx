import 'server-only';
// Orders and deliveries: every order of the customer, newest first, ten at a time ("Mehr laden" is a link that shows
// ten more, so it works without JavaScript and the list stays shareable), filtered by open, shipped or returned.
import { getTranslations } from 'next-intl/server';
import { customerOrderPage, ORDER_PAGE_SIZE, orderFilters, type OrderFilter } from '@/commerce/order/customer-order-list';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { getDb } from '@/platform/db/database';
import { formatDate, formatMoney, type Money } from '@/platform/i18n/format';
import { buildPath } from '@/platform/routing/router';

export async function AccountOrderList({
  shop,
  customerId,
  filter,
  shown,
}: {
  shop: ShopContext;
  customerId: string;
  filter: OrderFilter;
  shown: number;
}) {
  const [t, status, page] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'accountPages.orders' }),
    getTranslations({ locale: shop.locale, namespace: 'orders.status' }),
    customerOrderPage(await getDb(), shop, customerId, { filter, shown }),
  ]);
  const base = buildPath('/account/orders', shop.locale, shop.tenant.locales);
  const listHref = (f: OrderFilter, n?: number) => {
    const query = new URLSearchParams();
    if (f !== 'all') query.set('filter', f);
    if (n) query.set('shown', String(n));
    const q = query.toString();
    return q ? `${base}?${q}` : base;
  };
  return (
    <>
      <nav aria-label={t('filterLabel')}>
        <ul className="flex flex-wrap gap-1">
          {orderFilters.map((f) => (
            <li key={f}>
              <a
                href={listHref(f)}
                aria-current={f === filter ? 'page' : undefined}
                className={`flex min-h-6 items-center rounded border px-1.5 no-underline ${
                  f === filter ? 'border-brand bg-surface font-semibold text-ink' : 'border-line text-ink'
                }`}
              >
                {t(`filters.${f}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {page.orders.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {page.orders.map((order, index) => (
            <li
              key={order.id}
              id={`order-${index + 1}`}
              className="flex flex-col gap-0.5 rounded border border-line p-1.5"
            >
              <p className="flex flex-wrap justify-between gap-1">
                <a
                  href={buildPath('/account/orders/[orderNumber]', shop.locale, shop.tenant.locales, {
                    orderNumber: order.orderNumber,
                  })}
                  className="font-semibold"
                >
                  {t('orderLink', { orderNumber: order.orderNumber })}
                </a>
                <span className="font-semibold">{status(order.status)}</span>
              </p>
              <p className="text-sm">
                {formatDate(order.placedAt, shop.locale, shop.tenant.timeZone)} ·{' '}
                {formatMoney({ amount: order.totalAmount, currency: order.currency as Money['currency'] }, shop.locale)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {page.hasMore && (
        <a
          href={`${listHref(filter, page.orders.length + ORDER_PAGE_SIZE)}#order-${page.orders.length + 1}`}
          className="flex min-h-6 items-center self-start rounded border border-line px-3 font-semibold no-underline"
        >
          {t('loadMore')}
        </a>
      )}
    </>
  );
}
