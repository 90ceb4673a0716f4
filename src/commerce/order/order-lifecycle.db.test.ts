import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import { openAmountOfOrder, openItemsOf } from '@/commerce/account-ledger/open-amounts';
import { sellable } from '@/commerce/basket/basket-factories';
import { variants } from '@/commerce/catalog/catalog.schema';
import { outboxMails, testClock, testShop } from '@/commerce/customer/customer-factories';
import { applyPaymentCallback } from '@/commerce/payment/apply-payment-callback';
import { orderPayments } from '@/commerce/payment/order-payments';
import { paymentAttempts, paymentRefunds } from '@/commerce/payment/payment.schema';
import { sendRefund } from '@/commerce/payment/send-refund';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { cancelUnpaidOrders } from './cancel-unpaid-orders';
import { changeOrderStatus } from './change-order-status';
import { markOrderPaid } from './mark-order-paid';
import { orderEvents, orderLines, orders, type OrderRow } from './order.schema';
import { orderingCustomer } from './order-factories';
import { canWithdrawOwnOrder, showWithdrawal, withdrawOrder, withdrawOwnOrder } from './order-withdrawal';
import { placeOrder } from '@/commerce/checkout/place-order';
import type { PaymentChoice } from './order-choices';
import { recordShipment } from './record-shipment';
import { returnOrderLines } from './return-order-lines';

let database: TestDatabase;
const clock = testClock(new Date('2026-11-23T10:00:00Z'));
const de = testShop('de', clock);
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const stockOf = async (variantSku: string) =>
  (
    await database.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.variantSku, variantSku))
  )[0]!.stock;

async function anOrder(
  shop: ShopContext = de,
  options: { payment?: PaymentChoice; quantity?: number; stock?: number } = {},
) {
  const variantSku = await sellable(database.db, {
    tenantId: shop.tenant.key,
    price: 2_500,
    stock: options.stock ?? 10,
  });
  const customer = await orderingCustomer(database.db, shop, {
    lines: [{ variantSku, quantity: options.quantity ?? 3 }],
    payment: options.payment,
  });
  const result = await placeOrder(database.db, shop, customer, { idempotencyKey: randomUUID() });
  if (!result.ok) throw new Error(result.code);
  const token = (await outboxMails(database.db, shop.tenant.key))
    .find((m) => m.params.orderNumber === result.order.orderNumber)
    ?.link?.split('#token=')[1];
  return { order: result.order, variantSku, customer, token: token ?? '' };
}

const balanceOf = async (order: OrderRow) =>
  (await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))).reduce(
    (s, e) => s + e.amount,
    0,
  );

describe('order statuses', () => {
  it('follows the allowed transitions and refuses the others without changing anything', async () => {
    const { order } = await anOrder();
    const number = order.orderNumber;
    expect(await changeOrderStatus(database.db, de, number, { status: 'delivered', source: 'erp' }, orderPayments)).toEqual({
      ok: false,
      code: 'ORDER_TRANSITION_INVALID',
      status: 'placed',
    });
    for (const status of ['in-fulfilment', 'shipped', 'delivered'] as const)
      expect(await changeOrderStatus(database.db, de, number, { status, source: 'erp' }, orderPayments)).toMatchObject({
        ok: true,
        order: { status },
      });
    // Repeating the current status is harmless; going back is not allowed.
    expect(
      await changeOrderStatus(database.db, de, number, { status: 'delivered', source: 'erp' }, orderPayments),
    ).toMatchObject({ ok: true });
    expect(await changeOrderStatus(database.db, de, number, { status: 'paid', source: 'erp' }, orderPayments)).toMatchObject(
      {
        ok: false,
        code: 'ORDER_TRANSITION_INVALID',
      },
    );
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.status)).toEqual(['placed', 'in-fulfilment', 'shipped', 'delivered']);
    expect(
      await changeOrderStatus(database.db, de, 'DE-2026-999999', { status: 'paid', source: 'erp' }, orderPayments),
    ).toEqual({
      ok: false,
      code: 'ORDER_NOT_FOUND',
    });
    // Another tenant's context does not find a de order.
    expect(
      await changeOrderStatus(database.db, testShop('at', clock), number, {
        status: 'cancelled',
        source: 'erp',
      }, orderPayments),
    ).toEqual({
      ok: false,
      code: 'ORDER_NOT_FOUND',
    });
  });

  it('records the carrier and tracking number of a shipment', async () => {
    const { order } = await anOrder();
    const shipped = await recordShipment(database.db, de, order.orderNumber, {
      carrier: 'DHL',
      trackingNumber: '00340434161234567890',
      source: 'ops',
    });
    expect(shipped).toMatchObject({
      ok: true,
      order: { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' },
    });
  });

  it('cancels: the stock comes back and the account owes nothing', async () => {
    const { order, variantSku } = await anOrder(de, { stock: 10, quantity: 3 });
    expect(await stockOf(variantSku)).toBe(7);
    expect(
      await changeOrderStatus(database.db, de, order.orderNumber, { status: 'cancelled', source: 'ops' }, orderPayments),
    ).toMatchObject({ ok: true });
    expect(await stockOf(variantSku)).toBe(10);
    expect(await balanceOf(order)).toBe(0);
    expect(await openAmountOfOrder(database.db, de, order.id)).toBe(0);
  });
});

describe('returns', () => {
  it('credits the returned share, puts the stock back, and marks the order returned when all is back', async () => {
    const { order, variantSku } = await anOrder(de, { stock: 10, quantity: 3 });
    await recordShipment(database.db, de, order.orderNumber, {
      carrier: 'DHL',
      trackingNumber: '1',
      source: 'erp',
    });
    const partial = await returnOrderLines(database.db, de, order.orderNumber, {
      items: [{ lineNo: 1, quantity: 1 }],
      reference: 'R-1',
      source: 'erp',
    }, orderPayments);
    expect(partial).toMatchObject({ ok: true, order: { status: 'shipped' } });
    // The same return posted again changes nothing.
    await returnOrderLines(database.db, de, order.orderNumber, {
      items: [{ lineNo: 1, quantity: 1 }],
      reference: 'R-1',
      source: 'erp',
    }, orderPayments);
    expect(await stockOf(variantSku)).toBe(8);
    expect(
      await returnOrderLines(database.db, de, order.orderNumber, {
        items: [{ lineNo: 1, quantity: 3 }],
        reference: 'R-2',
        source: 'erp',
      }, orderPayments),
    ).toMatchObject({ ok: false, code: 'ORDER_RETURN_TOO_MANY' });
    expect(
      await returnOrderLines(database.db, de, order.orderNumber, {
        items: [{ lineNo: 9, quantity: 1 }],
        reference: 'R-3',
        source: 'erp',
      }, orderPayments),
    ).toMatchObject({ ok: false, code: 'ORDER_LINE_UNKNOWN' });
    const rest = await returnOrderLines(database.db, de, order.orderNumber, {
      items: [{ lineNo: 1, quantity: 2 }],
      reference: 'R-4',
      source: 'erp',
    }, orderPayments);
    expect(rest).toMatchObject({ ok: true, order: { status: 'returned' } });
    expect(await stockOf(variantSku)).toBe(10);
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line!.returnedQuantity).toBe(3);
    const credits = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'credit')));
    expect(credits.reduce((s, c) => s + c.amount, 0)).toBe(-line!.netAmount);
    // Only the shipping is still owed.
    expect(await openAmountOfOrder(database.db, de, order.id)).toBe(order.shippingAmount);
  });
});

describe('payments and the unpaid-order timeout', () => {
  it('books a provider payment once and moves the order to paid', async () => {
    const { order } = await anOrder(de, { payment: { method: 'paypal' } });
    expect(order.status).toBe('awaiting-payment');
    const payment = {
      orderId: order.id,
      attemptId: randomUUID(),
      amount: order.totalAmount,
      currency: 'EUR',
      providerReference: `psp-${randomUUID()}`,
    };
    await database.db.transaction((tx) => markOrderPaid(tx, de, payment));
    await database.db.transaction((tx) => markOrderPaid(tx, de, payment));
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', paymentDeadline: null });
    expect(await balanceOf(order)).toBe(0);
    expect(await openItemsOf(database.db, de, order.customerId)).toEqual([]);
  });

  it('sends the credit of each return of a paid card order back through the provider, once per return', async () => {
    const { order } = await anOrder(de, { payment: { method: 'visa' }, quantity: 3 });
    const [attempt] = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    const paid = await applyPaymentCallback(database.db, de, {
      provider: 'psp-test',
      attemptId: attempt!.id,
      providerReference: attempt!.providerReference,
      pspReference: attempt!.providerReference!,
      status: 'paid',
      amount: attempt!.amount,
      currency: attempt!.currency,
      issuedAt: clock.now().toISOString(),
    });
    expect(paid).toMatchObject({ kind: 'applied', status: 'paid' });
    await recordShipment(database.db, de, order.orderNumber, { carrier: 'DHL', trackingNumber: '2', source: 'erp' });
    const giveBack = (quantity: number, reference: string) =>
      returnOrderLines(database.db, de, order.orderNumber, {
        items: [{ lineNo: 1, quantity }],
        reference,
        source: 'erp',
      }, orderPayments);
    await giveBack(1, 'R-1');
    await giveBack(1, 'R-1'); // posted twice
    await giveBack(2, 'R-2');
    const refunds = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id))
      .orderBy(paymentRefunds.createdAt);
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(refunds.map((r) => r.reason).sort()).toEqual(['return:R-1', 'return:R-2']);
    // Exactly the credited goods: the shipping the customer keeps paying is not refunded.
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(line!.netAmount);
    expect(refunds.every((r) => r.status === 'requested' && r.provider === 'psp-test')).toBe(true);
    for (const r of refunds) expect(await sendRefund(database.db, 'de', r.id, clock.now())).toBe('sent');
    const done = await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(done.every((r) => r.status === 'refunded' && r.providerReference?.startsWith('psp-test-refund-'))).toBe(true);
    // An invoice order's return credits the account only: nothing to send back through a provider.
    const invoice = await anOrder(de, { quantity: 1 });
    await recordShipment(database.db, de, invoice.order.orderNumber, { carrier: 'DHL', trackingNumber: '3', source: 'erp' });
    await returnOrderLines(database.db, de, invoice.order.orderNumber, {
      items: [{ lineNo: 1, quantity: 1 }],
      reference: 'R-9',
      source: 'erp',
    }, orderPayments);
    expect(
      await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, invoice.order.id)),
    ).toEqual([]);
  });

  it('cancels an unpaid card order after its deadline, releases the stock and expires the attempt', async () => {
    const { order, variantSku } = await anOrder(de, { payment: { method: 'visa' }, stock: 4, quantity: 2 });
    expect(await stockOf(variantSku)).toBe(2);
    expect(
      await cancelUnpaidOrders(database.db, new Date(clock.now().getTime() + 29 * 60_000), orderPayments),
    ).not.toContain(order.orderNumber);
    const cancelled = await cancelUnpaidOrders(database.db, new Date(clock.now().getTime() + 31 * 60_000), orderPayments);
    expect(cancelled).toContain(order.orderNumber);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
    expect(await stockOf(variantSku)).toBe(4);
    const attempts = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.every((a) => a.status === 'expired')).toBe(true);
    expect(await openAmountOfOrder(database.db, de, order.id)).toBe(0);
    // A second run finds nothing more to do.
    expect(
      await cancelUnpaidOrders(database.db, new Date(clock.now().getTime() + 32 * 60_000), orderPayments),
    ).not.toContain(order.orderNumber);
  });
});

describe('withdrawal (§ 356a BGB)', () => {
  it('shows the order for the mail link and records a confirmed withdrawal once, with an acknowledgement mail', async () => {
    const { order, token } = await anOrder();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await showWithdrawal(database.db, de, token)).toMatchObject({
      ok: true,
      withdrawable: true,
      order: { id: order.id },
    });
    const first = await withdrawOrder(database.db, de, token);
    expect(first).toEqual({ ok: true, at: clock.now() });
    const second = await withdrawOrder(database.db, de, token);
    expect(second).toEqual(first);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'placed', withdrawnAt: clock.now() });
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => (e.details as { withdrawal?: boolean })?.withdrawal)).toHaveLength(1);
    const acks = (await outboxMails(database.db, 'de')).filter(
      (m) => m.template === 'withdrawalConfirmation' && m.params.orderNumber === order.orderNumber,
    );
    expect(acks).toHaveLength(1);
    expect(acks[0]!.params).toMatchObject({ date: '23. November 2026', time: '11:00' });
  });

  it('withdraws from the account: the customer’s own order only, once, and not in Switzerland', async () => {
    const { order } = await anOrder();
    const other = await anOrder();
    expect(await canWithdrawOwnOrder(database.db, de, order)).toBe(true);
    expect(await withdrawOwnOrder(database.db, de, other.order.customerId, order.orderNumber)).toEqual({ ok: false, code: 'ORDER_NOT_FOUND' });
    const first = await withdrawOwnOrder(database.db, de, order.customerId, order.orderNumber);
    expect(first).toEqual({ ok: true, at: clock.now() });
    expect(await withdrawOwnOrder(database.db, de, order.customerId, order.orderNumber)).toEqual(first);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.withdrawnAt).toEqual(clock.now());
    expect(await canWithdrawOwnOrder(database.db, de, row!)).toBe(false);
    const ch = testShop('ch', clock, 'de-CH');
    const swiss = await anOrder(ch);
    expect(await canWithdrawOwnOrder(database.db, ch, swiss.order)).toBe(false);
    expect(await withdrawOwnOrder(database.db, ch, swiss.order.customerId, swiss.order.orderNumber)).toEqual({ ok: false, code: 'ORDER_NOT_FOUND' });
  });

  it('answers an unknown token, another shop and an ended period alike', async () => {
    const { order, token } = await anOrder();
    expect(await showWithdrawal(database.db, de, 'x'.repeat(43))).toEqual({
      ok: false,
      code: 'WITHDRAWAL_LINK_INVALID',
    });
    expect(await showWithdrawal(database.db, testShop('at', clock), token)).toEqual({
      ok: false,
      code: 'WITHDRAWAL_LINK_INVALID',
    });
    for (const status of ['in-fulfilment', 'shipped', 'delivered'] as const)
      await changeOrderStatus(database.db, de, order.orderNumber, { status, source: 'erp' }, orderPayments);
    const later = testShop('de', testClock(new Date(clock.now().getTime() + 15 * 86_400_000)));
    expect(await showWithdrawal(database.db, later, token)).toEqual({
      ok: false,
      code: 'WITHDRAWAL_LINK_INVALID',
    });
    expect(await withdrawOrder(database.db, later, token)).toEqual({
      ok: false,
      code: 'WITHDRAWAL_LINK_INVALID',
    });
  });
});
