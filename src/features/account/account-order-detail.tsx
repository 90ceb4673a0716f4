import 'server-only';
// One order in the account: its lines with pictures and prices, the address it was placed with, the payment
// method, the status timeline and the shipment with its tracking number. Only the session's own order: another
// customer's number is "not found", exactly like a number that does not exist.
import { getTranslations } from 'next-intl/server';
import { loadLineDetails } from '@/commerce/basket/basket-line-details';
import { orderTimeline } from '@/commerce/order/customer-order-list';
import { orderViewOf } from '@/commerce/order/order-view';
import { findCustomerOrder, linesOfOrder } from '@/commerce/order/order-store';
import { canWithdrawOwnOrder } from '@/commerce/order/order-withdrawal';
import { returnWindow } from '@/commerce/returns/register-return';
import { returnableQuantities } from '@/commerce/returns/return-rules';
import { returnsOfOrder } from '@/commerce/returns/returns-store';
import { trackingLink } from '@/commerce/order/tracking-link';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { AddressLines } from '@/features/checkout/address-lines';
import { brandNames } from '@/features/checkout/payment-labels';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { OrderTotals } from '@/features/shared/summary/order-totals';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { AccountWithdrawal } from './account-withdrawal';
import { ReturnForm } from './return-form';
import { getDb } from '@/platform/db/database';
import { formatDate, formatDay, formatMoney, type Money } from '@/platform/i18n/format';

export async function loadAccountOrder(shop: ShopContext, customerId: string, orderNumber: string) {
  const db = await getDb();
  const row = await findCustomerOrder(db, shop, customerId, orderNumber);
  if (!row) return null;
  const [order, timeline, lineRows, registered, deadline] = await Promise.all([
    orderViewOf(db, shop, row),
    orderTimeline(db, shop, row.id),
    linesOfOrder(db, shop, row.id),
    returnsOfOrder(db, shop, customerId, row.id),
    returnWindow(db, shop, row),
  ]);
  const withdrawable = await canWithdrawOwnOrder(db, shop, row);
  const available = returnableQuantities(lineRows, registered.map((r) => r.items));
  const returns = {
    deadline,
    open: deadline !== null && shop.now() <= deadline,
    registered,
    lines: lineRows.map((l) => ({ lineNo: l.lineNo, name: l.name, variantLabel: l.variantLabel, available: available.get(l.lineNo) ?? 0 })),
  };
  const pictures = await loadLineDetails(
    db,
    shop,
    order.lines.map((l) => ({ sku: l.sku, variantSku: l.variantSku })),
  );
  return { order, timeline, pictures, returns, withdrawable };
}

export async function AccountOrderDetail({ shop, data }: { shop: ShopContext; data: NonNullable<Awaited<ReturnType<typeof loadAccountOrder>>> }) {
  const { order, timeline, pictures, returns, withdrawable } = data;
  const [t, view, status, methods, ov, charges] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'accountPages.orders' }),
    getTranslations({ locale: shop.locale, namespace: 'orders.view' }),
    getTranslations({ locale: shop.locale, namespace: 'orders.status' }),
    getTranslations({ locale: shop.locale, namespace: 'checkout.payment.methods' }),
    getTranslations({ locale: shop.locale, namespace: 'accountPages.overview' }),
    getTranslations({ locale: shop.locale, namespace: 'orders.charges' }),
  ]);
  const r = await getTranslations({ locale: shop.locale, namespace: 'returns' });
  const w = await getTranslations({ locale: shop.locale, namespace: 'orders.withdrawal' });
  const returnable = returns.lines.filter((l) => l.available > 0);
  const money = (m: Money) => formatMoney(m, shop.locale);
  const tracking = trackingLink(order.carrier, order.trackingNumber);
  const method = order.payment.method;
  const methodName = brandNames[method] ?? methods(method as 'invoice');
  return (
    <div className="flex flex-col gap-2">
      <p>
        {view('placedAt', { date: formatDate(new Date(order.placedAt), shop.locale, shop.tenant.timeZone) })} ·{' '}
        <span className="font-semibold">{status(order.status)}</span>
      </p>

      <section aria-labelledby="order-timeline" className="flex flex-col gap-1">
        <h2 id="order-timeline" className="text-xl font-bold">
          {t('timeline')}
        </h2>
        <ol className="flex flex-col gap-0.5 border-l-2 border-brand pl-1.5">
          {timeline.map((step) => (
            <li key={step.status}>
              <span className="font-semibold">{status(step.status)}</span> –{' '}
              {formatDate(step.at, shop.locale, shop.tenant.timeZone)}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="order-shipment" className="flex flex-col gap-1">
        <h2 id="order-shipment" className="text-xl font-bold">
          {t('shipment')}
        </h2>
        {order.trackingNumber ? (
          <p>
            {view('carrier')}: {order.carrier} · {view('trackingNumber')}:{' '}
            {tracking ? (
              <a href={tracking} rel="noopener noreferrer" target="_blank">
                {order.trackingNumber}
                <span className="sr-only"> ({ov('opensCarrier')})</span>
              </a>
            ) : (
              order.trackingNumber
            )}
          </p>
        ) : (
          <p>{t('notShipped')}</p>
        )}
        <p>
          {view('expectedDelivery', {
            from: formatDay(order.expectedDelivery.from, shop.locale),
            to: formatDay(order.expectedDelivery.to, shop.locale),
          })}
        </p>
        {order.withdrawnAt && <p>{view('withdrawnAt', { date: formatDate(new Date(order.withdrawnAt), shop.locale, shop.tenant.timeZone) })}</p>}
      </section>

      <section aria-labelledby="order-lines" className="flex flex-col gap-1">
        <h2 id="order-lines" className="text-xl font-bold">
          {t('lines')}
        </h2>
        <ul className="flex flex-col divide-y divide-line">
          {order.lines.map((line) => {
            const picture = pictures.get(line.variantSku);
            return (
              <li key={line.lineNo} className="grid grid-cols-[72px_1fr] gap-2 py-1.5 sm:grid-cols-[96px_1fr_auto]">
                {picture?.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- sized WebP from /media, as in the basket
                  <img
                    src={picture.image.path}
                    alt=""
                    width={picture.image.width}
                    height={picture.image.height}
                    loading="lazy"
                    className="h-auto w-full rounded bg-surface object-contain"
                  />
                ) : (
                  <span aria-hidden="true" className="block aspect-square rounded bg-surface" />
                )}
                <div className="flex min-w-0 flex-col gap-0.5">
                  {picture ? (
                    <a href={picture.href} className="font-semibold">
                      {line.name}
                    </a>
                  ) : (
                    <span className="font-semibold">{line.name}</span>
                  )}
                  {line.variantLabel && <span className="text-sm">{line.variantLabel}</span>}
                  <span className="text-sm">
                    {view('quantity', { quantity: line.quantity })} · {t('unitPrice', { price: money(line.unitPrice) })}
                  </span>
                  {line.returnedQuantity > 0 && (
                    <span className="text-sm">{view('returned', { quantity: line.returnedQuantity })}</span>
                  )}
                </div>
                <span className="font-semibold sm:text-right">{money(line.total)}</span>
              </li>
            );
          })}
        </ul>
        <OrderTotals
          rows={[
            { key: 'subtotal', label: view('subtotal'), value: money(order.subtotal) },
            ...(order.discount.amount > 0
              ? [{ key: 'discount', label: view('discount'), value: `−${money(order.discount)}`, discount: true }]
              : []),
            { key: 'shipping', label: view('shipping'), value: money(order.shipping) },
            ...order.charges.map((c) => ({ key: c.kind, label: charges(c.kind as 'express'), value: money(c.amount) })),
          ]}
          total={{ label: view('total'), value: money(order.total) }}
          vatNote={view('vat', {
            rate: `${(order.vat.rateBp / 100).toLocaleString(shop.locale)} %`,
            amount: money(order.vat.amount),
          })}
        />
      </section>

      <div className="grid gap-2 sm:grid-cols-2">
        <section aria-labelledby="order-address" className="flex flex-col gap-1">
          <h2 id="order-address" className="text-xl font-bold">
            {t('address')}
          </h2>
          {order.delivery.kind === 'address' ? (
            <AddressLines address={order.delivery.address} />
          ) : (
            <p>
              {order.delivery.recipient.firstName} {order.delivery.recipient.lastName}
              <br />
              {view('parcelShop')}: {order.delivery.parcelShop.name}
              <br />
              {order.delivery.parcelShop.street}, {order.delivery.parcelShop.postalCode} {order.delivery.parcelShop.city}
            </p>
          )}
          {order.billingAddress && (
            <>
              <h3 className="mt-1 font-bold">{view('billingAddress')}</h3>
              <AddressLines address={order.billingAddress} />
            </>
          )}
        </section>
        <section aria-labelledby="order-payment" className="flex flex-col gap-1">
          <h2 id="order-payment" className="text-xl font-bold">
            {t('payment')}
          </h2>
          <p>{methodName}</p>
          {order.payment.schedule.length > 0 && (
            <ul className="text-sm">
              {order.payment.schedule.map((due) => (
                <li key={due.dueOn}>
                  {view('dueOn', { date: formatDay(due.dueOn, shop.locale), amount: money(due.amount) })}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="order-returns" className="flex flex-col gap-1">
        <h2 id="order-returns" className="text-xl font-bold">
          {r('title')}
        </h2>
        {returns.registered.length > 0 && (
          <>
            <h3 className="font-semibold">{r('list')}</h3>
            <ul className="flex flex-col gap-0.5">
              {returns.registered.map((ret) => (
                <li key={ret.returnNumber} className="flex flex-wrap items-center gap-x-2">
                  <span>
                    {r('entry', {
                      returnNumber: ret.returnNumber,
                      date: formatDate(ret.createdAt, shop.locale, shop.tenant.timeZone),
                      count: ret.items.reduce((sum, item) => sum + item.quantity, 0),
                    })}
                  </span>
                  <a href={accountPaths.returnSlip(ret.returnNumber)} download>
                    {r('slipLink')}
                    <span className="sr-only"> {ret.returnNumber}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {!returns.deadline ? (
          <p>{r('notYet')}</p>
        ) : !returns.open ? (
          <p>{r('closed')}</p>
        ) : (
          <>
            {returnable.length > 0 && <p>{r('intro')}</p>}
            <p className="text-sm">{r('deadline', { date: formatDate(returns.deadline, shop.locale, shop.tenant.timeZone) })}</p>
            <ClientMessages locale={shop.locale} namespaces={['returns', 'forms']}>
              <ReturnForm orderNumber={order.orderNumber} lines={returnable} />
            </ClientMessages>
          </>
        )}
      </section>

      {withdrawable && (
        <section aria-labelledby="order-withdrawal" className="flex flex-col gap-1">
          <h2 id="order-withdrawal" className="text-xl font-bold">
            {w('title')}
          </h2>
          <p>{w('intro')}</p>
          <ClientMessages locale={shop.locale} namespaces={['orders.withdrawal']}>
            <AccountWithdrawal orderNumber={order.orderNumber} timeZone={shop.tenant.timeZone} />
          </ClientMessages>
        </section>
      )}
    </div>
  );
}
