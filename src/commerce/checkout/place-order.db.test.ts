import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import { basketRows, sellable } from '@/commerce/basket/basket-factories';
import { loadCheckoutState } from '@/commerce/checkout/load-checkout-state';
import { variants } from '@/commerce/catalog/catalog.schema';
import { outboxMails, testClock, testShop } from '@/commerce/customer/customer-factories';
import { paymentAttempts } from '@/commerce/payment/payment.schema';
import { voucherRedemptions, vouchers } from '@/commerce/promotion/promotion.schema';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { orderEvents, orderLines, orders } from '@/commerce/order/order.schema';
import { fillBasket, orderingCustomer } from '@/commerce/order/order-factories';
import { placeOrder } from './place-order';

let database: TestDatabase;
const clock = testClock(new Date('2026-11-23T10:00:00Z'));
const de = testShop('de', clock);
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(vouchers).values({
    tenantId: 'de',
    code: 'TAGESCODE',
    kind: 'fixed',
    amount: 500,
    validFrom: new Date('2026-01-01T00:00:00Z'),
  });
});
afterAll(async () => database.close());

const stockOf = async (variantSku: string, tenantId = 'de') =>
  (
    await database.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(and(eq(variants.tenantId, tenantId), eq(variants.variantSku, variantSku)))
  )[0]!.stock;

const ledgerOf = (orderId: string) =>
  database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.dueOn), asc(ledgerEntries.reference));

const ordersOf = (customerId: string) =>
  database.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, 'de'), eq(orders.customerId, customerId)));

describe('placeOrder', () => {
  it('places an invoice order: number, lines, stock, a debit due in 30 days, the mail, and an emptied basket', async () => {
    const variantSku = await sellable(database.db, { price: 4_000, stock: 5 });
    const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 2 }] });
    const result = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!result.ok) throw new Error(result.code);
    expect(result).toMatchObject({ created: true, next: { kind: 'confirmation' } });
    const { order } = result;
    expect(order.orderNumber).toMatch(/^DE-2026-\d{6}$/);
    expect(order).toMatchObject({
      status: 'placed',
      subtotalAmount: 8_000,
      currency: 'EUR',
      locale: 'de-DE',
    });
    expect(order.totalAmount).toBe(order.goodsAmount + order.shippingAmount + order.extrasAmount);
    expect(order.withdrawalTokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The order keeps the billing address of the moment (the customer's default billing address).
    expect(order.billingAddress).toMatchObject({ lastName: 'Mustermann', country: 'DE' });
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toMatchObject([{ variantSku, quantity: 2, unitAmount: 4_000, netAmount: 8_000 }]);
    expect(await stockOf(variantSku)).toBe(3);
    expect(await ledgerOf(order.id)).toMatchObject([
      {
        kind: 'order-debit',
        amount: order.totalAmount,
        // Delivered by Friday 27 November (four parcel days); 30 days later is a Sunday: due Monday 28 December.
        dueOn: '2026-12-28',
        reference: `order:${order.id}:debit`,
      },
    ]);
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toMatchObject([{ status: 'placed', source: 'shop' }]);
    const mail = (await outboxMails(database.db, 'de')).find(
      (m) => m.params.orderNumber === order.orderNumber,
    );
    expect(mail).toMatchObject({ template: 'orderConfirmation', to: order.email, locale: 'de-DE' });
    expect(mail!.link).toMatch(/\/vertrag-widerrufen#token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.params.items).toContain('2 × Artikel');
    const basket = await basketRows(database.db, 'de');
    expect(basket.baskets.find((b) => b.customerId === customer.id)?.voucherCode ?? null).toBeNull();
    expect(
      basket.lines.filter((l) =>
        basket.baskets.some((b) => b.id === l.basketId && b.customerId === customer.id),
      ),
    ).toEqual([]);
    expect(await loadCheckoutState(database.db, de, customer.id)).toMatchObject({
      delivery: null,
      payment: null,
    });
  });

  it('numbers orders from one sequence: unique and rising across shops, behind the shop and the local year', async () => {
    const at = testShop('at', testClock(new Date('2026-12-31T23:30:00Z'))); // already 2027 in Vienna
    const place = async (shop: typeof de) => {
      const variantSku = await sellable(database.db, { tenantId: shop.tenant.key, stock: 50 });
      const customer = await orderingCustomer(database.db, shop, { lines: [{ variantSku, quantity: 1 }] });
      const result = await placeOrder(database.db, shop, customer, { idempotencyKey: randomUUID() });
      if (!result.ok) throw new Error(result.code);
      return result.order.orderNumber;
    };
    const one = [await place(de), await place(at), await place(de)];
    expect(one[0]).toMatch(/^DE-2026-\d{6}$/);
    expect(one[1]).toMatch(/^AT-2027-\d{6}$/);
    const running = one.map((n) => Number(n.slice(-6)));
    expect(running[1]).toBeGreaterThan(running[0]!);
    expect(running[2]).toBeGreaterThan(running[1]!);
    // orders placed at once wait for no one's number and never share one
    const together = await Promise.all(Array.from({ length: 6 }, () => place(de)));
    expect(new Set([...one, ...together]).size).toBe(9);
  });

  it('leaves no order and no mail behind when a refusal comes after the order was written (stock gone meanwhile)', async () => {
    const variantSku = await sellable(database.db, { stock: 1 });
    const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 1 }] });
    await database.db.update(variants).set({ stock: 0 }).where(eq(variants.variantSku, variantSku));
    const mailsBefore = (await outboxMails(database.db, 'de')).length;
    const refused = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    expect(refused).toMatchObject({ ok: false, code: 'CHECKOUT_OUT_OF_STOCK' });
    // the mail went out in the order's own statement, before the stock was taken: it is rolled back with the order
    expect(await database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
    expect(await outboxMails(database.db, 'de')).toHaveLength(mailsBefore);
  });

  it('returns the same order for the same key, also when both submissions run at once', async () => {
    const variantSku = await sellable(database.db, { stock: 5 });
    const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 1 }] });
    const key = randomUUID();
    const results = await Promise.all(
      [1, 2, 3].map(() => placeOrder(database.db, de, customer, { idempotencyKey: key })),
    );
    const ids = new Set(results.map((r) => (r.ok ? r.order.id : r.code)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect(await stockOf(variantSku)).toBe(4);
    const later = await placeOrder(database.db, de, customer, { idempotencyKey: key });
    expect(later).toMatchObject({ ok: true, created: false });
  });

  it('sells exactly the stock to 50 concurrent customers: 10 orders, stock 0, never negative', async () => {
    const variantSku = await sellable(database.db, { price: 2_000, stock: 10 });
    const customers = [];
    for (let i = 0; i < 50; i++)
      customers.push(await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 1 }] }));
    const results = await Promise.all(
      customers.map((c) => placeOrder(database.db, de, c, { idempotencyKey: randomUUID() })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(
      Array(40).fill('CHECKOUT_OUT_OF_STOCK'),
    );
    expect(await stockOf(variantSku)).toBe(0);
    const [sold] = await database.db
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.variantSku, variantSku));
    expect(sold!.n).toBe(10);
  });

  it('lets at most one of 20 concurrent orders of one customer use a once-per-day code', async () => {
    const variantSku = await sellable(database.db, { price: 3_000, stock: 100 });
    const customer = await orderingCustomer(database.db, de, {
      lines: [{ variantSku, quantity: 1 }],
      voucherCode: 'TAGESCODE',
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() }),
      ),
    );
    const placed = results.filter((r) => r.ok);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.ok && placed[0]!.order).toMatchObject({
      voucherCode: 'TAGESCODE',
      discountAmount: 500,
    });
    for (const r of results.filter((x) => !x.ok))
      expect(['CHECKOUT_BASKET_EMPTY', 'VOUCHER_USED_TODAY']).toContain(!r.ok && r.code);
    const redemptions = await database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.customerId, customer.id));
    expect(redemptions).toHaveLength(1);

    // The same code again today, with a new basket: refused, and nothing of the attempt remains.
    await fillBasket(database.db, de, customer.id, [{ variantSku, quantity: 2 }], 'TAGESCODE');
    await orderingStepsAgain(customer.id);
    const before = { basket: await basketRows(database.db, 'de'), stock: await stockOf(variantSku) };
    const again = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    expect(again).toMatchObject({ ok: false, code: 'VOUCHER_USED_TODAY' });
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect(await basketRows(database.db, 'de')).toEqual(before.basket);
    expect(await stockOf(variantSku)).toBe(before.stock);
  });

  it('leaves no order, no booking and the stock, basket and steps as they were when the second line is sold out', async () => {
    const first = await sellable(database.db, { stock: 5 });
    const second = await sellable(database.db, { stock: 1 });
    const customer = await orderingCustomer(database.db, de, {
      lines: [
        { variantSku: first, quantity: 2 },
        { variantSku: second, quantity: 1 },
      ],
    });
    // Someone else buys the last piece of the second article after it went into this basket.
    await database.db.update(variants).set({ stock: 0 }).where(eq(variants.variantSku, second));
    const basketBefore = await basketRows(database.db, 'de');
    const stateBefore = await loadCheckoutState(database.db, de, customer.id);
    const result = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    expect(result).toMatchObject({ ok: false, code: 'CHECKOUT_OUT_OF_STOCK', skus: [second] });
    expect(await ordersOf(customer.id)).toEqual([]);
    expect(
      await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, customer.id)),
    ).toEqual([]);
    expect(await stockOf(first)).toBe(5);
    expect(await basketRows(database.db, 'de')).toEqual(basketBefore);
    expect(await loadCheckoutState(database.db, de, customer.id)).toEqual(stateBefore);
  });

  it('refuses while a step is missing, and with an empty basket', async () => {
    const variantSku = await sellable(database.db, { stock: 5 });
    const noPayment = await orderingCustomer(database.db, de, {
      lines: [{ variantSku, quantity: 1 }],
      payment: null,
    });
    expect(await placeOrder(database.db, de, noPayment, { idempotencyKey: randomUUID() })).toMatchObject({
      ok: false,
      code: 'CHECKOUT_STEP_MISSING',
      step: 'payment',
    });
    const empty = await orderingCustomer(database.db, de, { lines: [] });
    expect(await placeOrder(database.db, de, empty, { idempotencyKey: randomUUID() })).toMatchObject({
      ok: false,
      code: 'CHECKOUT_BASKET_EMPTY',
    });
    expect(await stockOf(variantSku)).toBe(5);
  });

  it('books an instalment plan: monthly rates from one month on that add up to the financed amount plus interest', async () => {
    const variantSku = await sellable(database.db, { price: 60_000, stock: 5 });
    const customer = await orderingCustomer(database.db, de, {
      lines: [{ variantSku, quantity: 1 }],
      payment: { method: 'instalments', months: 12 },
    });
    const result = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!result.ok) throw new Error(result.code);
    const plan = await ledgerOf(result.order.id);
    expect(plan).toHaveLength(12);
    expect(plan.every((e) => e.kind === 'instalment')).toBe(true);
    expect(plan[0]!.dueOn).toBe('2026-12-23');
    expect(plan[11]!.dueOn).toBe('2027-11-23');
    const total = plan.reduce((s, e) => s + e.amount, 0);
    expect(total).toBeGreaterThan(result.order.totalAmount);
    expect(plan[11]!.amount).toBeLessThanOrEqual(plan[0]!.amount);
  });

  it('books the payment pause 4 months out with its surcharge', async () => {
    const variantSku = await sellable(database.db, { price: 10_000, stock: 5 });
    const customer = await orderingCustomer(database.db, de, {
      lines: [{ variantSku, quantity: 1 }],
      payment: { method: 'payment-pause' },
    });
    const result = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!result.ok) throw new Error(result.code);
    const surcharge = result.order.charges.find((c) => c.kind === 'payment-pause-surcharge')!.amount;
    expect(surcharge).toBeGreaterThan(0);
    expect(await ledgerOf(result.order.id)).toMatchObject([
      { kind: 'order-debit', amount: result.order.totalAmount - surcharge, dueOn: '2027-03-23' },
      { kind: 'surcharge', amount: surcharge, dueOn: '2027-03-23' },
    ]);
  });

  it('answers five parallel submissions of a card order with one order and one payment: the same page for all', async () => {
    const variantSku = await sellable(database.db, { stock: 5 });
    const customer = await orderingCustomer(database.db, de, {
      lines: [{ variantSku, quantity: 1 }],
      payment: { method: 'visa' },
    });
    const key = randomUUID();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => placeOrder(database.db, de, customer, { idempotencyKey: key })),
    );
    const orderIds = new Set(results.map((r) => (r.ok ? r.order.id : r.code)));
    expect(orderIds.size).toBe(1);
    const pages = results.map((r) => (r.ok && r.next.kind === 'payment' ? r.next.redirectUrl : 'none'));
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain('/api/psp-test/pay/');
    const attempts = await database.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.tenantId, 'de'), eq(paymentAttempts.orderId, [...orderIds][0]!)));
    // One attempt, still payable: nobody's page was superseded.
    expect(attempts.map((a) => a.status)).toEqual(['pending']);
    expect(pages[0]).toContain(attempts[0]!.id);
    // A later repeat hands out the same page again.
    const later = await placeOrder(database.db, de, customer, { idempotencyKey: key });
    expect(later.ok && later.next).toEqual({ kind: 'payment', redirectUrl: pages[0] });
  });

  it('sends a card order to the payment page and waits 30 minutes for the payment; ch has no withdrawal link', async () => {
    const ch = testShop('ch', clock, 'fr-CH');
    const variantSku = await sellable(database.db, { tenantId: 'ch', price: 5_000, stock: 5 });
    const customer = await orderingCustomer(database.db, ch, {
      lines: [{ variantSku, quantity: 1 }],
      payment: { method: 'visa' },
    });
    const result = await placeOrder(database.db, ch, customer, { idempotencyKey: randomUUID() });
    if (!result.ok) throw new Error(result.code);
    expect(result.order).toMatchObject({
      status: 'awaiting-payment',
      currency: 'CHF',
      withdrawalTokenHash: null,
    });
    expect(result.order.orderNumber).toMatch(/^CH-2026-/);
    expect(result.order.paymentDeadline!.getTime() - clock.now().getTime()).toBe(30 * 60 * 1000);
    expect(result.next).toMatchObject({
      kind: 'payment',
      redirectUrl: expect.stringContaining('/api/psp-test/pay/'),
    });
    expect(await ledgerOf(result.order.id)).toMatchObject([{ kind: 'order-debit', dueOn: '2026-11-23' }]);
    const mail = (await outboxMails(database.db, 'ch')).find(
      (m) => m.params.orderNumber === result.order.orderNumber,
    );
    expect(mail).toMatchObject({ locale: 'fr-CH', params: { withdrawal: 'no' } });
    // The account page, which lists the orders (a link that exists: the orders subpage is behind a flag).
    expect(new URL(mail!.link!).pathname).toBe('/fr/mon-compte');
  });
});

/** Chooses the steps again after an order cleared them (same address book, invoice). */
async function orderingStepsAgain(customerId: string) {
  const { customerAddresses } = await import('@/commerce/address-book/address.schema');
  const { updateCheckoutState } = await import('@/commerce/checkout/checkout-state-store');
  const [address] = await database.db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  const {
    id,
    tenantId: _t,
    customerId: _c,
    isDefault: _d,
    createdAt: _ca,
    updatedAt: _u,
    ...postal
  } = address!;
  await updateCheckoutState(database.db, de, customerId, () => ({
    delivery: { kind: 'address', addressId: id, address: postal, option: 'standard' },
    payment: { method: 'invoice' },
    protection: null,
    premium: 'declined',
  }));
}
