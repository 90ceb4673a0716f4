// Places the order from the customer's basket and checkout choices, in ONE transaction (docs/orders.md): re-read and
// re-price everything on the server, reserve stock under row locks, redeem the code against its limits, write the
// order with a readable number, book it in the customer's account, and put the mail in the outbox. Any refusal on
// the way rolls everything back: no half-written order, and the basket and the chosen steps stay as they were.
// The idempotency key makes a double click or a retry return the order the first submission made.
import { randomUUID } from 'node:crypto';
import { parseDate } from '@internationalized/date';
import { bookLedgerEntries } from '@/commerce/account-ledger/book-ledger-entry';
import { findBasket, linesOf, updateBasket } from '@/commerce/basket/basket-store';
import { basketLines } from '@/commerce/basket/basket.schema';
import { providerMethods, type PaymentMethod, type ProviderMethod } from '@/commerce/kernel/payment-method';
import { checkPaymentChoice } from '@/commerce/checkout/check-payment-choice';
import { clearCheckoutState } from '@/commerce/checkout/clear-checkout-state';
import { loadCheckoutState } from '@/commerce/checkout/load-checkout-state';
import { nextMissingStep } from '@/commerce/checkout/next-missing-step';
import { priceCheckout } from '@/commerce/checkout/price-checkout';
import { recordPremiumMembership } from '@/commerce/premium/record-premium-membership';
import { findCustomerById, type CustomerProfile } from '@/commerce/customer/customer-store';
import { shopLink } from '@/commerce/customer/customer-links';
import { paymentTestMode } from '@/commerce/payment/payment-providers';
import { pendingPaymentOf, startPayment } from '@/commerce/payment/start-payment';
import { isVoucherRefusal } from '@/commerce/promotion/errors';
import { redeemVoucher } from '@/commerce/promotion/redeem-voucher';
import { localDay } from '@/commerce/kernel/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { isUniqueViolation } from '@/platform/db/errors';
import { and, eq } from 'drizzle-orm';
import { OrderAbort, rollbackOn, type PlaceOrderFailure } from './errors';
import { orderBookings } from './order-bookings';
import { enqueueOrderConfirmation, variantLabel } from './order-mails';
import { allocateOrderNumber } from './order-number';
import { orderLines, orders, type OrderLineRow, type OrderRow } from './order.schema';
import { findOrderById, findOrderByIdempotencyKey, recordOrderEvent } from './order-store';
import { reserveStock } from './stock-reservation';
import { newWithdrawalToken, offersWithdrawal } from './withdrawal-rules';

/** How long a card or PayPal order waits for its payment before it is cancelled and its stock released. */
export const paymentTimeoutMs = 30 * 60 * 1000;

export type OrderNext = { kind: 'confirmation' } | { kind: 'payment'; redirectUrl: string };

export type PlaceOrderResult =
  { ok: true; order: OrderRow; created: boolean; next: OrderNext } | PlaceOrderFailure;

export const isProviderMethod = (method: PaymentMethod): method is ProviderMethod =>
  (providerMethods as readonly string[]).includes(method);

/** The page the shopper returns to from the hosted payment page. */
const paidReturnPath = (shop: ShopContext) => new URL(shopLink(shop, '/checkout/paid')).pathname;

export async function placeOrder(
  db: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  input: { idempotencyKey: string },
): Promise<PlaceOrderResult> {
  const earlier = await findOrderByIdempotencyKey(db, shop, customer.id, input.idempotencyKey);
  if (earlier) return again(db, shop, earlier);
  try {
    const result = await rollbackOn<PlaceOrderResult, PlaceOrderFailure>(() =>
      db.transaction((tx) => placeInTransaction(tx, shop, customer, input.idempotencyKey)),
    );
    return result.ok && !result.created ? again(db, shop, result.order) : result;
  } catch (error) {
    // Two submissions with the same key raced past the first look: the loser finds the winner's order.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrderByIdempotencyKey(db, shop, customer.id, input.idempotencyKey);
    if (!winner) throw error;
    return again(db, shop, winner);
  }
}

/**
 * The answer for a submission that already made its order. An unpaid card order sends the shopper to the payment
 * it already has (the same attempt, the same page): a double click or a retried request must not supersede the page
 * the first answer sent the shopper to. Only when that payment ended (failed, cancelled) does a new one start —
 * under the order's row lock, so parallel submissions start at most one.
 */
async function again(db: Db, shop: ShopContext, order: OrderRow): Promise<PlaceOrderResult> {
  if (order.status !== 'awaiting-payment' || !isProviderMethod(order.payment.method))
    return { ok: true, order, created: false, next: { kind: 'confirmation' } };
  const method = order.payment.method;
  const payment = await db.transaction(async (tx) => {
    const locked = await findOrderById(tx, shop, order.id, { lock: true });
    if (locked?.status !== 'awaiting-payment') return null;
    const pending = await pendingPaymentOf(tx, shop, order.id);
    if (pending) return pending;
    return startPayment(tx, shop, {
      purpose: 'order',
      customerId: order.customerId,
      orderId: order.id,
      method,
      amount: order.totalAmount,
      returnPath: paidReturnPath(shop),
    });
  });
  if (!payment) return { ok: true, order, created: false, next: { kind: 'confirmation' } };
  return { ok: true, order, created: false, next: { kind: 'payment', redirectUrl: payment.redirectUrl } };
}

const abort = (failure: PlaceOrderFailure): never => {
  throw new OrderAbort(failure);
};

async function placeInTransaction(
  tx: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  idempotencyKey: string,
): Promise<PlaceOrderResult> {
  const owner = { kind: 'customer', customerId: customer.id } as const;
  // The basket row lock serializes one customer's submissions: a second one waits, then finds the first's order.
  const basket = await findBasket(tx, shop, owner, { lock: true });
  const earlier = await findOrderByIdempotencyKey(tx, shop, customer.id, idempotencyKey);
  if (earlier) return { ok: true, order: earlier, created: false, next: { kind: 'confirmation' } };
  const basketLineRows = basket ? await linesOf(tx, shop, basket.id) : [];
  if (!basket || basketLineRows.length === 0) return abort({ ok: false, code: 'CHECKOUT_BASKET_EMPTY' });

  const state = await loadCheckoutState(tx, shop, customer.id);
  // The same calculation the review page showed; the steps and the payment are checked against it.
  const pricing = await priceCheckout(tx, shop, customer, state, { basket, lines: basketLineRows });
  const step = await nextMissingStep(tx, shop, customer, state, pricing);
  if (step === 'payment' && state.payment) {
    // A chosen payment that no longer holds: say why (credit declined, method gone) rather than just "payment".
    const check = await checkPaymentChoice(tx, shop, customer, state, pricing.totalAmount);
    if (!check.ok) return abort({ ok: false, code: check.code });
  }
  if (step !== 'review') return abort({ ok: false, code: 'CHECKOUT_STEP_MISSING', step });
  const { delivery, payment } = state;
  if (!delivery || !payment)
    return abort({ ok: false, code: 'CHECKOUT_STEP_MISSING', step: delivery ? 'payment' : 'delivery' });

  const priced = pricing.basket.result;
  if (priced.lines.length === 0) return abort({ ok: false, code: 'CHECKOUT_BASKET_EMPTY' });
  // A line the engine could not price (product gone) cannot be sold.
  const unpriced = basketLineRows.filter((l) => !priced.lines.some((p) => p.key === l.variantSku));
  if (unpriced.length > 0)
    return abort({ ok: false, code: 'CHECKOUT_OUT_OF_STOCK', skus: unpriced.map((l) => l.variantSku) });

  const missing = await reserveStock(
    tx,
    shop,
    priced.lines.map((l) => ({ variantSku: l.key, quantity: l.quantity })),
  );
  if (missing.length > 0) return abort({ ok: false, code: 'CHECKOUT_OUT_OF_STOCK', skus: missing });

  const customerRow = await findCustomerById(tx, shop.tenant.key, customer.id);
  if (!customerRow) throw new Error(`customer ${customer.id} vanished while ordering`);
  const orderId = randomUUID();
  // A code the shopper entered but the pricing refuses (used today, expired, minimum not reached) stops the order:
  // they expect its discount. They remove the code, or the order waits until it applies.
  const refused = priced.codes.find((c) => !c.applied && isVoucherRefusal(c.refusal));
  if (refused && isVoucherRefusal(refused.refusal)) return abort({ ok: false, code: refused.refusal });
  const code = priced.codes.find((c) => c.applied) ?? null;
  if (code) {
    const redeemed = await redeemVoucher(tx, shop, {
      code: code.code,
      customerId: customer.id,
      email: customerRow.email,
      orderRef: orderId,
      discountAmount: code.discountAmount,
    });
    if (!redeemed.ok) return abort({ ok: false, code: redeemed.refusal });
  }

  const now = shop.now();
  const today = localDay(shop, now);
  const provider = isProviderMethod(payment.method);
  const withdrawal = offersWithdrawal(shop.tenant.key) ? newWithdrawalToken() : null;
  const extrasVatBase = pricing.charges
    .filter((c) => c.kind !== 'protection')
    .reduce((s, c) => s + c.amount, 0);
  const rate = shop.tenant.vatRateBp;
  // The row goes in under a provisional number (its id, unique too); the readable number is taken last, because the
  // counter row stays locked until commit and every order of the shop waits for it.
  const [provisional] = await tx
    .insert(orders)
    .values({
      id: orderId,
      tenantId: shop.tenant.key,
      orderNumber: orderId,
      customerId: customer.id,
      locale: shop.locale,
      currency: priced.currency,
      status: provider ? 'awaiting-payment' : 'placed',
      // Its payment will be simulated (a demo shop): a test order from the start, in every view of it.
      testOrder: provider && paymentTestMode(shop.tenant.key),
      subtotalAmount: priced.subtotalAmount,
      discountAmount: priced.discountAmount,
      goodsAmount: priced.goodsAmount,
      shippingAmount: priced.shipping.amount,
      extrasAmount: pricing.extrasAmount,
      totalAmount: pricing.totalAmount,
      vatAmount: priced.vatAmount + Math.round((extrasVatBase * rate) / (10_000 + rate)),
      vatRateBp: rate,
      voucherCode: code?.code ?? null,
      charges: pricing.charges,
      delivery,
      payment,
      protection:
        payment.method === 'instalments' && typeof state.protection === 'object' ? state.protection : null,
      email: customerRow.email,
      expectedDeliveryFrom: parseDate(today).add({ days: pricing.delivery.fromDays }).toString(),
      expectedDeliveryTo: parseDate(today).add({ days: pricing.delivery.toDays }).toString(),
      idempotencyKey,
      paymentDeadline: provider ? new Date(now.getTime() + paymentTimeoutMs) : null,
      withdrawalTokenHash: withdrawal?.hash ?? null,
      placedAt: now,
      updatedAt: now,
    })
    .returning();
  const views = new Map(pricing.basket.view.lines.map((l) => [l.variantSku, l]));
  const lines = await tx
    .insert(orderLines)
    .values(
      priced.lines.map((l, index) => {
        const view = views.get(l.key);
        return {
          tenantId: shop.tenant.key,
          orderId,
          lineNo: index + 1,
          sku: l.sku,
          variantSku: l.key,
          name: view?.name ?? l.sku,
          variantLabel: variantLabel(view?.size ?? null, view?.colour ?? null, shop.locale),
          quantity: l.quantity,
          unitAmount: l.unitAmount,
          grossAmount: l.grossAmount,
          discountAmount: l.grossAmount - l.netAmount,
          netAmount: l.netAmount,
        };
      }),
    )
    .returning();
  await recordOrderEvent(tx, shop, orderId, {
    status: provisional!.status,
    source: 'shop',
    details: { placed: true, voucher: code?.code ?? null },
  });

  const bookings = orderBookings({
    ...provisional!,
    tenantId: shop.tenant.key,
    placedOn: today,
    instalments: pricing.instalments,
  });
  await bookLedgerEntries(tx, shop, bookings);

  if (pricing.takesPremium) await recordPremiumMembership(tx, shop, customer.id, orderId);
  await tx
    .delete(basketLines)
    .where(and(eq(basketLines.tenantId, shop.tenant.key), eq(basketLines.basketId, basket.id)));
  await updateBasket(tx, shop, basket.id, { voucherCode: null });
  await clearCheckoutState(tx, shop, customer.id);
  const redirectUrl = provider
    ? (
        await startPayment(tx, shop, {
          purpose: 'order',
          customerId: customer.id,
          orderId,
          method: payment.method as ProviderMethod,
          amount: pricing.totalAmount,
          returnPath: paidReturnPath(shop),
        })
      ).redirectUrl
    : null;

  const orderNumber = await allocateOrderNumber(tx, shop);
  const [order] = await tx
    .update(orders)
    .set({ orderNumber })
    .where(and(eq(orders.tenantId, shop.tenant.key), eq(orders.id, orderId)))
    .returning();
  await enqueueOrderConfirmation(tx, shop, {
    order: order!,
    lines: lines as OrderLineRow[],
    bookings,
    firstName: customerRow.firstName,
    link: withdrawal
      ? shopLink(shop, '/order-withdrawal', { token: withdrawal.token })
      : shopLink(shop, '/account'), // the account page lists the orders (the orders subpage is behind a flag, SPEC §2)
  });
  const next: OrderNext = redirectUrl ? { kind: 'payment', redirectUrl } : { kind: 'confirmation' };
  return { ok: true, order: order!, created: true, next };
}
