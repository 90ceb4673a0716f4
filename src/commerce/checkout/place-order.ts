// The checkout ends by placing the order from the customer's basket and checkout choices, in ONE transaction
// (docs/orders.md): re-read and re-price everything on the server, reserve stock under row locks, redeem the code
// against its limits, write the order with a readable number, book it in the customer's account, and put the mail in
// the outbox. Any refusal on the way rolls everything back: no half-written order, and the basket and the chosen
// steps stay as they were. The idempotency key makes a double click or a retry return the order the first submission
// made. The checkout orchestrates; each step changes only its own context's tables, through that context's functions
// (docs/architecture.md, "How contexts depend on each other").
import { defaultBillingAddress, defaultBillingAddressAhead } from '@/commerce/address-book/address-store';
import { parseDate } from '@internationalized/date';
import type { StatementPart } from '@/platform/db/prepared-statement';
import { ledgerEntriesInsert, type LedgerEntryInput } from '@/commerce/account-ledger/book-ledger-entry';
import { emptyBasketStatements } from '@/commerce/basket/empty-basket';
import { linesAhead, linesOf, type BasketLineRow, type BasketRow } from '@/commerce/basket/basket-store';
import { priceBasketAhead } from '@/commerce/basket/price-basket';
import { lockBasket } from '@/commerce/basket/lock-basket';
import type { CustomerRow } from '@/commerce/customer/customer.schema';
import { customerByIdAhead, findCustomerById, type CustomerProfile } from '@/commerce/customer/customer-store';
import type { PostalAddress } from '@/commerce/kernel/postal-address';
import { shopLink } from '@/commerce/customer/customer-links';
import { localDay } from '@/commerce/kernel/local-day';
import { OrderAbort, rollbackOn } from '@/commerce/order/errors';
import {
  insertOrder,
  newOrderId,
  type NewOrder,
  type OrderToWrite,
} from '@/commerce/order/insert-order';
import { orderBookings } from '@/commerce/order/order-bookings';
import { addParcelDays } from '@/commerce/kernel/business-days';
import { orderConfirmationMail } from '@/commerce/order/order-mails';
import type { OrderRow } from '@/commerce/order/order.schema';
import { findOrderById, findOrderByIdempotencyKey, orderByIdempotencyKeyAhead } from '@/commerce/order/order-store';
import { reserveStock } from '@/commerce/order/stock-reservation';
import { isProviderMethod } from '@/commerce/payment/payment-methods';
import { paymentTestMode } from '@/commerce/payment/payment-providers';
import { pendingPaymentOf, startPayment } from '@/commerce/payment/start-payment';
import { vatContained } from '@/commerce/pricing/money-math';
import { premiumMembershipAhead } from '@/commerce/premium/is-premium-member';
import { recordPremiumMembership } from '@/commerce/premium/record-premium-membership';
import { isVoucherRefusal, type VoucherRefusal } from '@/commerce/promotion/errors';
import { redeemVoucher } from '@/commerce/promotion/redeem-voucher';
import { atOneInstant, type ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { isUniqueViolation } from '@/platform/db/errors';
import { withReadsAhead } from '@/platform/db/read-ahead';
import { enqueueMailStatement } from '@/platform/mail/enqueue-mail';
import { checkPaymentChoice } from './check-payment-choice';
import type { CheckoutState, CheckoutStep } from './checkout-types';
import { clearCheckoutStateStatement } from './clear-checkout-state';
import { checkoutStateAhead, loadCheckoutState } from './load-checkout-state';
import { nextMissingStep, nextMissingStepAhead } from './next-missing-step';
import { priceCheckout, type CheckoutPricing } from './price-checkout';

export type PlaceOrderFailure =
  | { ok: false; code: 'CHECKOUT_STEP_MISSING'; step: CheckoutStep }
  | { ok: false; code: 'CHECKOUT_BASKET_EMPTY' }
  | { ok: false; code: 'CHECKOUT_OUT_OF_STOCK'; skus: string[] }
  | { ok: false; code: 'CHECKOUT_CREDIT_DECLINED' | 'CHECKOUT_METHOD_UNAVAILABLE' }
  | { ok: false; code: 'CHECKOUT_PRICE_CHANGED' }
  | { ok: false; code: VoucherRefusal };

export type OrderNext = { kind: 'confirmation' } | { kind: 'payment'; redirectUrl: string };

export type PlaceOrderResult =
  | {
      ok: true;
      order: OrderRow;
      created: boolean;
      next: OrderNext;
      /** The variants whose last pieces this order took (a new order only): their cached pages are out of date. */
      soldOut?: readonly string[];
    }
  | PlaceOrderFailure;

/** The page the shopper returns to from the hosted payment page. */
const paidReturnPath = (shop: ShopContext) => new URL(shopLink(shop, '/checkout/paid')).pathname;

export async function placeOrder(
  db: Db,
  shopNow: ShopContext,
  customer: CustomerProfile,
  input: { idempotencyKey: string },
): Promise<PlaceOrderResult> {
  // The order is placed at one instant: its promotions, its day and its placedAt are of the same moment.
  const shop = atOneInstant(shopNow);
  // No look for the key before the transaction: the one under the basket lock answers a repeat just as well, and
  // every first submission saves the round trip.
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
  const payment = await db.transaction(async (tx) => {
    const locked = await findOrderById(tx, shop, order.id, { lock: true });
    if (locked?.status !== 'awaiting-payment') return null;
    return (await pendingPaymentOf(tx, shop, order.id)) ?? startOrderPayment(tx, shop, order);
  });
  if (!payment) return { ok: true, order, created: false, next: { kind: 'confirmation' } };
  return { ok: true, order, created: false, next: { kind: 'payment', redirectUrl: payment.redirectUrl } };
}

const abort = (failure: PlaceOrderFailure): never => {
  throw new OrderAbort(failure);
};

/**
 * Reads, prices and writes everything that needs no shared lock first (under the customer's own basket lock); the
 * rows other orders wait for — the variants' stock — are locked last, so they are held for a few statements and the
 * commit (docs/orders.md, decisions 0053 and 0071).
 */
async function placeInTransaction(
  tx: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  idempotencyKey: string,
): Promise<PlaceOrderResult> {
  const basket = await lockBasket(tx, shop, customer.id);
  const read = await readForOrder(tx, shop, customer, basket, idempotencyKey);
  if (read.earlier) return { ok: true, order: read.earlier, created: false, next: { kind: 'confirmation' } };
  const { priced, customerRow } = read;

  const orderId = newOrderId();
  const order = await writeOrder(tx, shop, customerRow, {
    ...priced,
    billingAddress: read.billingAddress,
    orderId,
    voucherCode: appliedCode(priced.pricing)?.code ?? null,
    idempotencyKey,
    // in the order's own statement: the bookings, the emptied basket, the used-up checkout steps and the confirmation
    // mail, whose number the statement fills in
    alongside: (bookings, { order, written }) =>
      [
        ledgerEntriesInsert(shop, bookings),
        ...emptyBasketStatements(shop, read.basket.id),
        clearCheckoutStateStatement(shop, customer.id),
        enqueueMailStatement(
          shop.tenant.key,
          orderConfirmationMail(shop, {
            order: { ...order, status: written.status },
            lines: written.lines,
            bookings,
            firstName: customerRow.firstName,
            withdrawal: written.withdrawalToken !== null,
            link: written.withdrawalToken
              ? shopLink(shop, '/order-withdrawal', { token: written.withdrawalToken })
              : // the account page lists the orders (the orders subpage is behind a flag, SPEC §2); a guest has no
                // account
                shopLink(shop, customerRow.guest ? '/service/contact' : '/account'),
            guest: customerRow.guest,
          }),
          ['orderNumber'],
        ),
      ].filter((statement) => statement !== null),
  });
  if (priced.pricing.takesPremium) await recordPremiumMembership(tx, shop, customer.id, orderId);

  // From here on other orders may wait for this one: stock first (a piece short stops the order before a code is
  // used or a payment started), then the code's limits and the payment; the commit ends the wait.
  const soldOut = await reserveOrderStock(tx, shop, priced.pricing);
  await redeemCode(tx, shop, customerRow, orderId, priced.pricing);
  const payment = order.status === 'awaiting-payment' ? await startOrderPayment(tx, shop, order) : null;
  const next: OrderNext = payment
    ? { kind: 'payment', redirectUrl: payment.redirectUrl }
    : { kind: 'confirmation' };
  return { ok: true, order, created: true, next, soldOut };
}

type OrderReads =
  | { earlier: OrderRow; basket?: never }
  | {
      earlier: null;
      basket: BasketRow;
      priced: PricedOrder;
      customerRow: CustomerRow;
      billingAddress: PostalAddress | null;
    };

/**
 * Everything the order is made from, read under the basket lock before anything is written, in two statements
 * (decision 0070): first what needs only the customer and the basket, then the catalog's rows for the lines and the
 * chosen delivery address. Each read is still its context's function; they answer from the statement read ahead.
 */
async function readForOrder(
  tx: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  basket: BasketRow | null,
  idempotencyKey: string,
): Promise<OrderReads> {
  const ofCustomer = [
    orderByIdempotencyKeyAhead(shop, customer.id, idempotencyKey),
    ...(basket ? [linesAhead(shop, basket.id)] : []),
    checkoutStateAhead(shop, customer.id),
    premiumMembershipAhead(shop, customer.id),
    customerByIdAhead(shop.tenant.key, customer.id),
    defaultBillingAddressAhead(shop, customer.id),
  ];
  return withReadsAhead(tx, ofCustomer, async () => {
    const earlier = await findOrderByIdempotencyKey(tx, shop, customer.id, idempotencyKey);
    if (earlier) return { earlier };
    const lines = basket ? await linesOf(tx, shop, basket.id) : [];
    if (!basket || lines.length === 0) return abort({ ok: false, code: 'CHECKOUT_BASKET_EMPTY' });
    const state = await loadCheckoutState(tx, shop, customer.id);
    const ofLines = [...priceBasketAhead(shop, lines), ...nextMissingStepAhead(shop, customer.id, state)];
    return withReadsAhead(tx, ofLines, async () => {
      const priced = await priceOrder(tx, shop, customer, state, basket, lines);
      const customerRow = await findCustomerById(tx, shop.tenant.key, customer.id);
      if (!customerRow) throw new Error(`customer ${customer.id} vanished while ordering`);
      const billingAddress = await defaultBillingAddress(tx, shop, customer.id);
      return { earlier: null, basket, priced, customerRow, billingAddress };
    });
  });
}

interface PricedOrder {
  state: CheckoutState;
  pricing: CheckoutPricing;
  delivery: NonNullable<CheckoutState['delivery']>;
  payment: NonNullable<CheckoutState['payment']>;
}

/** The same calculation the review page showed; the steps and the payment are checked against it. */
async function priceOrder(
  tx: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  state: CheckoutState,
  basket: BasketRow,
  lines: BasketLineRow[],
): Promise<PricedOrder> {
  const pricing = await priceCheckout(tx, shop, customer, state, { basket, lines });
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
  const unpriced = lines.filter((l) => !priced.lines.some((p) => p.key === l.variantSku));
  if (unpriced.length > 0)
    return abort({ ok: false, code: 'CHECKOUT_OUT_OF_STOCK', skus: unpriced.map((l) => l.variantSku) });
  return { state, pricing, delivery, payment };
}

/** Stock under row locks (the order context's); a piece short stops the order. Returns the variants sold out by it. */
async function reserveOrderStock(tx: Db, shop: ShopContext, pricing: CheckoutPricing): Promise<string[]> {
  const { missing, soldOut } = await reserveStock(
    tx,
    shop,
    pricing.basket.result.lines.map((l) => ({ variantSku: l.key, quantity: l.quantity })),
  );
  if (missing.length > 0) abort({ ok: false, code: 'CHECKOUT_OUT_OF_STOCK', skus: missing });
  return soldOut;
}

type AppliedCode = CheckoutPricing['basket']['result']['codes'][number];

/** The code the pricing applied: what the order records and what is redeemed. */
const appliedCode = (pricing: CheckoutPricing): AppliedCode | null =>
  pricing.basket.result.codes.find((c) => c.applied) ?? null;

/**
 * A code the shopper entered but the pricing refuses (used today, expired, minimum not reached) stops the order:
 * they expect its discount. They remove the code, or the order waits until it applies. The applied code is redeemed
 * against its limits (the voucher row locked, the limits checked again).
 */
async function redeemCode(
  tx: Db,
  shop: ShopContext,
  customer: CustomerRow,
  orderId: string,
  pricing: CheckoutPricing,
): Promise<void> {
  const refused = pricing.basket.result.codes.find((c) => !c.applied && isVoucherRefusal(c.refusal));
  if (refused && isVoucherRefusal(refused.refusal)) return abort({ ok: false, code: refused.refusal });
  const code = appliedCode(pricing);
  if (!code) return;
  const redeemed = await redeemVoucher(tx, shop, {
    code: code.code,
    customerId: customer.id,
    email: customer.email,
    orderRef: orderId,
    discountAmount: code.discountAmount,
  });
  if (!redeemed.ok) abort({ ok: false, code: redeemed.refusal });
}

/**
 * The order as priced, through the order context's `insertOrder`, with its debits (and instalment plan) as the order
 * context reckons them; `alongside` makes the statements written in the order's own insert.
 */
async function writeOrder(
  tx: Db,
  shop: ShopContext,
  customer: CustomerRow,
  input: PricedOrder & {
    billingAddress: PostalAddress | null;
    orderId: string;
    voucherCode: string | null;
    idempotencyKey: string;
    alongside: (bookings: LedgerEntryInput[], order: { order: NewOrder; written: OrderToWrite }) => StatementPart[];
  },
): Promise<OrderRow> {
  const { pricing, state, delivery, payment } = input;
  const priced = pricing.basket.result;
  const now = shop.now();
  const today = parseDate(localDay(shop, now));
  const provider = isProviderMethod(payment.method);
  // The goods' VAT is the pricing's; the extras (express, premium fee, pause surcharge) carry the shop's rate. The
  // protection premium is insurance, without VAT.
  const rate = shop.tenant.vatRateBp;
  const extrasVatBase = pricing.charges
    .filter((c) => c.kind !== 'protection')
    .reduce((s, c) => s + c.amount, 0);
  const views = new Map(pricing.basket.view.lines.map((l) => [l.variantSku, l]));
  const order: NewOrder = {
    id: input.orderId,
    customerId: customer.id,
    currency: priced.currency,
    awaitsPayment: provider,
    // Its payment will be simulated (a demo shop): a test order from the start, in every view of it.
    testOrder: provider && paymentTestMode(shop.tenant.key),
    subtotalAmount: priced.subtotalAmount,
    discountAmount: priced.discountAmount,
    goodsAmount: priced.goodsAmount,
    shippingAmount: priced.shipping.amount,
    extrasAmount: pricing.extrasAmount,
    totalAmount: pricing.totalAmount,
    vatAmount: priced.vatAmount + vatContained(extrasVatBase, rate),
    vatRateBp: rate,
    voucherCode: input.voucherCode,
    charges: pricing.charges,
    delivery,
    // The order keeps the billing address of this moment; a parcel-shop delivery has none of its own to stand in.
    billingAddress: input.billingAddress ?? (delivery.kind === 'address' ? delivery.address : null),
    payment,
    protection:
      payment.method === 'instalments' && typeof state.protection === 'object' ? state.protection : null,
    email: customer.email,
    // Parcel days of the shop's country: no window ends on a Sunday or a public holiday (issue 21).
    expectedDeliveryFrom: addParcelDays(shop.tenant.country, today.toString(), pricing.delivery.fromDays),
    expectedDeliveryTo: addParcelDays(shop.tenant.country, today.toString(), pricing.delivery.toDays),
    idempotencyKey: input.idempotencyKey,
    placedAt: now,
    lines: priced.lines.map((l) => {
      const view = views.get(l.key);
      return {
        sku: l.sku,
        variantSku: l.key,
        name: view?.name ?? null,
        size: view?.size ?? null,
        colour: view?.colour ?? null,
        quantity: l.quantity,
        unitAmount: l.unitAmount,
        grossAmount: l.grossAmount,
        netAmount: l.netAmount,
      };
    }),
  };
  const bookings = orderBookings({
    ...order,
    id: input.orderId,
    tenantId: shop.tenant.key,
    placedOn: localDay(shop, now),
    instalments: pricing.instalments,
  });
  return insertOrder(tx, shop, order, (written) => input.alongside(bookings, { order, written }));
}

/** A card, wallet or bank order's payment on the provider's hosted page (the payment context's attempt). */
function startOrderPayment(tx: Db, shop: ShopContext, order: OrderRow) {
  if (!isProviderMethod(order.payment.method))
    throw new Error(`order ${order.id} is not paid through a provider`);
  return startPayment(tx, shop, {
    purpose: 'order',
    customerId: order.customerId,
    orderId: order.id,
    method: order.payment.method,
    amount: order.totalAmount,
    returnPath: paidReturnPath(shop),
  });
}
