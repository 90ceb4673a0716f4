// The account's reads of a customer's orders: newest first, the filters, "load more", what is on its way, the
// returns with their credits, the status timeline, and that nothing of another customer's shows up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { listAddresses } from '@/commerce/address-book/address-store';
import { updateAddress } from '@/commerce/address-book/save-address';
import { sellable } from '@/commerce/basket/basket-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import { orderPayments } from '@/commerce/payment/order-payments';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { changeOrderStatus } from './change-order-status';
import { customerOrderPage, orderTimeline, shipmentsUnderway } from './customer-order-list';
import { orderingCustomer, readyForCheckout } from './order-factories';
import { findCustomerOrder } from './order-store';
import { recordShipment } from './record-shipment';
import { returnCreditsOf } from './return-credits';
import { returnOrderLines } from './return-order-lines';

let database: TestDatabase;
const clock = testClock(new Date('2026-11-23T10:00:00Z'));
const de = testShop('de', clock);
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function order(customer: CustomerProfile | null) {
  const variantSku = await sellable(database.db, { tenantId: 'de', price: 2_500, stock: 50 });
  const lines = [{ variantSku, quantity: 2 }];
  const who = customer ?? (await orderingCustomer(database.db, de, { lines }));
  if (customer) await readyForCheckout(database.db, de, customer.id, { lines });
  const placed = await placeOrder(database.db, de, who, { idempotencyKey: randomUUID() });
  if (!placed.ok) throw new Error(placed.code);
  clock.advance(60_000);
  return { customer: who, order: placed.order };
}

async function ship(orderNumber: string) {
  for (const status of ['in-fulfilment'] as const)
    await changeOrderStatus(database.db, de, orderNumber, { status, source: 'erp' }, orderPayments);
  await recordShipment(database.db, de, orderNumber, { carrier: 'DHL', trackingNumber: `00${orderNumber.slice(-6)}`, source: 'erp' });
}

describe('the account’s order reads', () => {
  let a: CustomerProfile;
  let b: CustomerProfile;
  const numbers: Record<'open' | 'shipped' | 'returned', string> = { open: '', shipped: '', returned: '' };

  beforeAll(async () => {
    const first = await order(null);
    a = first.customer;
    numbers.returned = first.order.orderNumber;
    await ship(numbers.returned);
    await changeOrderStatus(database.db, de, numbers.returned, { status: 'delivered', source: 'erp' }, orderPayments);
    await returnOrderLines(database.db, de, numbers.returned, { items: [{ lineNo: 1, quantity: 1 }], reference: 'R-1', source: 'erp' }, orderPayments);
    numbers.shipped = (await order(a)).order.orderNumber;
    await ship(numbers.shipped);
    numbers.open = (await order(a)).order.orderNumber;
    const other = await order(null);
    b = other.customer;
    await ship(other.order.orderNumber);
    await changeOrderStatus(database.db, de, other.order.orderNumber, { status: 'delivered', source: 'erp' }, orderPayments);
    await returnOrderLines(database.db, de, other.order.orderNumber, { items: [{ lineNo: 1, quantity: 2 }], reference: 'R-B', source: 'erp' }, orderPayments);
  });

  const listed = async (filter: Parameters<typeof customerOrderPage>[3]['filter'], customerId = a.id, shown = 10) =>
    (await customerOrderPage(database.db, de, customerId, { filter, shown })).orders.map((o) => o.orderNumber);

  it('lists every order of the customer, newest first, and only theirs', async () => {
    expect(await listed('all')).toEqual([numbers.open, numbers.shipped, numbers.returned]);
    expect(await listed('all', b.id)).toHaveLength(1);
    expect(await listed('all', b.id)).not.toContain(numbers.open);
  });

  it('filters open, shipped and (partly) returned orders', async () => {
    expect(await listed('open')).toEqual([numbers.open]);
    expect(await listed('shipped')).toEqual([numbers.shipped, numbers.returned]);
    expect(await listed('returned')).toEqual([numbers.returned]);
  });

  it('shows a page and says whether there is more', async () => {
    const first = await customerOrderPage(database.db, de, a.id, { filter: 'all', shown: 2 });
    expect(first.orders.map((o) => o.orderNumber)).toEqual([numbers.open, numbers.shipped]);
    expect(first.hasMore).toBe(true);
    expect((await customerOrderPage(database.db, de, a.id, { filter: 'all', shown: 3 })).hasMore).toBe(false);
    // A silly "shown" is clamped, never an error.
    expect((await customerOrderPage(database.db, de, a.id, { filter: 'all', shown: -5 })).orders).toHaveLength(1);
  });

  it('names what is on its way, and not another customer’s parcel', async () => {
    expect((await shipmentsUnderway(database.db, de, a.id)).map((o) => [o.orderNumber, o.carrier])).toEqual([
      [numbers.shipped, 'DHL'],
    ]);
    expect(await shipmentsUnderway(database.db, de, b.id)).toEqual([]);
  });

  it('lists the customer’s returns with their credits, not another customer’s', async () => {
    const credits = await returnCreditsOf(database.db, de, a.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ orderNumber: numbers.returned, amount: 2_500, currency: 'EUR' });
    expect((await returnCreditsOf(database.db, de, b.id)).map((c) => c.orderNumber)).not.toContain(numbers.returned);
  });

  it('tells the order’s history in order, each status once', async () => {
    const row = await findCustomerOrder(database.db, de, a.id, numbers.returned);
    const steps = (await orderTimeline(database.db, de, row!.id)).map((s) => s.status);
    expect(steps[0]).toBe('placed');
    expect(steps).toEqual(expect.arrayContaining(['in-fulfilment', 'shipped', 'delivered']));
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('keeps the address an order was placed with when the address book changes', async () => {
    const row = await findCustomerOrder(database.db, de, a.id, numbers.open);
    const before = row!.delivery.kind === 'address' ? row!.delivery.address : null;
    const [address] = await listAddresses(database.db, de, a.id);
    const { id, isDefault: _default, ...fields } = address!;
    const changed = await updateAddress(database.db, de, a.id, id, { ...fields, street: 'Neue Straße' });
    expect(changed.ok).toBe(true);
    const after = await findCustomerOrder(database.db, de, a.id, numbers.open);
    expect(after!.delivery).toMatchObject({ kind: 'address', address: before });
    expect(before?.street).not.toBe('Neue Straße');
  });
});
