// The order's mails, written into the outbox in the transaction of the change they report. Texts live under
// `account.mail.orderConfirmation` / `withdrawalConfirmation`; here only the ICU parameters are put together.
import { senderOf } from '@/commerce/customer/customer-mails';
import { inLocaleOf, type ShopContext } from '@/commerce/tenant/shop-context';
import { colourName, isColourKey } from '@/commerce/catalog/colours';
import type { Db } from '@/platform/db/client';
import { formatDate, formatDay, formatMoney, type Money } from '@/platform/i18n/format';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import { enqueueMail } from '@/platform/mail/enqueue-mail';
import type { MailPayload } from '@/platform/mail/mail-payload';
import type { LedgerEntryInput } from '@/commerce/account-ledger/book-ledger-entry';
import type { OrderLineRow, OrderRow } from './order.schema';

export function variantLabel(size: string | null, colour: string | null, locale: Locale): string {
  const colourText = colour && isColourKey(colour) ? colourName(colour, languageOf(locale)) : colour;
  return [size, colourText].filter(Boolean).join(', ');
}

/** What the confirmation says of the order: known before its statement is sent (its number is filled in there). */
export type ConfirmedOrder = Pick<
  OrderRow,
  | 'currency'
  | 'subtotalAmount'
  | 'discountAmount'
  | 'shippingAmount'
  | 'extrasAmount'
  | 'totalAmount'
  | 'payment'
  | 'delivery'
  | 'expectedDeliveryFrom'
  | 'expectedDeliveryTo'
  | 'status'
  | 'testOrder'
  | 'email'
>;

export interface OrderConfirmation {
  order: ConfirmedOrder;
  lines: readonly OrderLineRow[];
  bookings: readonly LedgerEntryInput[];
  firstName: string;
  link: string;
  /** The shop takes withdrawals online and the mail carries the order's withdrawal link. */
  withdrawal: boolean;
  /** A guest checkout's order (decision 0052): no account to point to. */
  guest?: boolean;
}

/**
 * The confirmation mail, put together before the order's statement is sent (texts and amounts formatted before the
 * order takes any lock other shoppers wait for). Its params lack `orderNumber`: the statement that takes the number
 * fills it in (`insertOrder` with `enqueueMailStatement`).
 */
export function orderConfirmationMail(shop: ShopContext, mail: OrderConfirmation): MailPayload {
  const { order } = mail;
  const locale = shop.locale;
  const money = (amount: number) =>
    formatMoney({ amount, currency: order.currency as Money['currency'] }, locale);
  const items = mail.lines
    .map(
      (l) =>
        `${l.quantity} × ${l.name}${l.variantLabel ? ` (${l.variantLabel})` : ''}: ${money(l.netAmount)}`,
    )
    .join('\n');
  const firstDebit = mail.bookings.find((b) => b.amount > 0);
  const delivery = order.delivery;
  const address =
    delivery.kind === 'address'
      ? [
          `${delivery.address.firstName} ${delivery.address.lastName}`,
          `${delivery.address.street} ${delivery.address.houseNumber}`,
          delivery.address.addition,
          `${delivery.address.postalCode} ${delivery.address.city}`,
        ]
      : [
          `${delivery.recipient.firstName} ${delivery.recipient.lastName}`,
          delivery.parcelShop.name,
          delivery.parcelShop.street,
          `${delivery.parcelShop.postalCode} ${delivery.parcelShop.city}`,
        ];
  const params: Record<string, string> = {
    brand: shop.tenant.brand,
    firstName: mail.firstName,
    items,
    subtotal: money(order.subtotalAmount),
    discount: money(order.discountAmount),
    shipping: money(order.shippingAmount),
    extras: money(order.extrasAmount),
    total: money(order.totalAmount),
    paymentMethod: order.payment.method.replaceAll('-', ''),
    dueDate: firstDebit?.dueOn ? formatDay(firstDebit.dueOn, locale) : '',
    months: order.payment.method === 'instalments' ? String(order.payment.months) : '0',
    firstRate: firstDebit ? money(firstDebit.amount) : '',
    expectedFrom: formatDay(order.expectedDeliveryFrom, locale),
    expectedTo: formatDay(order.expectedDeliveryTo, locale),
    address: address.filter(Boolean).join('\n'),
    withdrawal: mail.withdrawal ? 'yes' : 'no',
    guest: mail.guest ? 'yes' : 'no',
    // Card and PayPal: the order is confirmed before the provider answers, so the mail does not promise a delivery
    // as if all were settled; it says the payment is still open and that the parcel leaves once it is confirmed.
    paymentOpen: order.status === 'awaiting-payment' ? 'yes' : 'no',
    // A demo shop's simulated payment: the mail says so too (docs/payments.md).
    testOrder: order.testOrder ? 'yes' : 'no',
  };
  return {
    from: senderOf(shop),
    to: order.email,
    locale,
    template: 'orderConfirmation',
    params,
    link: mail.link,
  };
}

export async function enqueueWithdrawalConfirmation(
  tx: Db,
  shop: ShopContext,
  mail: { order: OrderRow; firstName: string; at: Date },
): Promise<void> {
  const { locale } = inLocaleOf(shop, mail.order.locale);
  const tz = shop.tenant.timeZone;
  await enqueueMail(tx, shop.tenant.key, {
    from: senderOf(shop),
    to: mail.order.email,
    locale,
    template: 'withdrawalConfirmation',
    params: {
      brand: shop.tenant.brand,
      firstName: mail.firstName,
      orderNumber: mail.order.orderNumber,
      date: formatDate(mail.at, locale, tz, { dateStyle: 'long' }),
      time: formatDate(mail.at, locale, tz, { dateStyle: undefined, timeStyle: 'short' }),
    },
  });
}

/**
 * A card or PayPal payment for an order failed or was cancelled (issue 21): what happened, that the order is kept
 * until its payment deadline and then cancelled, and the way to pay — the payment page of the order, where another
 * attempt starts. In the order's language; in the transaction of the callback that reported it.
 */
export async function enqueuePaymentNotCompleted(
  tx: Db,
  shop: ShopContext,
  mail: { order: OrderRow; firstName: string; reason: 'failed' | 'cancelled' | 'expired'; payLink: string },
): Promise<void> {
  const { order } = mail;
  const { locale } = inLocaleOf(shop, order.locale);
  const tz = shop.tenant.timeZone;
  const deadline = order.paymentDeadline ?? shop.now();
  await enqueueMail(tx, shop.tenant.key, {
    from: senderOf(shop),
    to: order.email,
    locale,
    template: 'paymentNotCompleted',
    params: {
      brand: shop.tenant.brand,
      firstName: mail.firstName,
      orderNumber: order.orderNumber,
      reason: mail.reason,
      paymentMethod: order.payment.method.replaceAll('-', ''),
      total: formatMoney({ amount: order.totalAmount, currency: order.currency as Money['currency'] }, locale),
      deadlineDate: formatDate(deadline, locale, tz, { dateStyle: 'long' }),
      deadlineTime: formatDate(deadline, locale, tz, { dateStyle: undefined, timeStyle: 'short' }),
    },
    link: mail.payLink,
  });
}
