import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sellable } from '@/commerce/basket/basket-factories';
import { variants } from '@/commerce/catalog/catalog.schema';
import { testShop } from '@/commerce/customer/customer-factories';
import { orders } from '@/commerce/order/order.schema';
import { orderingCustomer } from '@/commerce/order/order-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import { parseEnv } from '@/platform/config/env';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { readPaylinkToken } from '@/commerce/payment/paylink-token';
import { integrationKeys, tenantOfKey } from './integration-auth';
import { readPaymentDates } from '@/commerce/statement/statement-store';
import {
  getOrderEndpoint,
  postDueDateEndpoint,
  listOrdersEndpoint,
  postPaylinkEndpoint,
  postPaymentEndpoint,
  postReturnEndpoint,
  postShipmentEndpoint,
  postStatusEndpoint,
  putStockEndpoint,
} from './integration-endpoints';

// Next's revalidateTag needs the server's process (revalidate-stock-pages.db.test.ts pins what is revalidated).
vi.mock('@/platform/cache/revalidate-tags', () => ({ revalidateTags: vi.fn() }));

let database: TestDatabase;
const de = testShop('de');
const keys = integrationKeys();
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(() => closeDatabase());

async function call(
  handler: (request: Request, orderNumber: string) => Promise<Response>,
  path: string,
  options: { key?: string | null; method?: string; body?: unknown; orderNumber?: string } = {},
) {
  const headers: Record<string, string> = { host: 'localhost:3000', 'content-type': 'application/json' };
  const key = options.key === undefined ? keys.de : options.key;
  if (key) headers.authorization = `Bearer ${key}`;
  const request = new Request(`http://localhost:3000/api/integration/v1${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await handler(request, options.orderNumber ?? '');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function anOrder(quantity = 2) {
  const variantSku = await sellable(database.db, { price: 3_000, stock: 10 });
  const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity }] });
  const result = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
  if (!result.ok) throw new Error(result.code);
  return { order: result.order, variantSku };
}

describe('integration API authentication', () => {
  it('takes each tenant’s key for that tenant only, compared in full', () => {
    const parsed = parseEnv({
      INTEGRATION_API_KEYS: `de=${'d'.repeat(30)},at=${'a'.repeat(30)}`,
    }).INTEGRATION_API_KEYS;
    expect(tenantOfKey('d'.repeat(30), parsed)).toBe('de');
    expect(tenantOfKey('a'.repeat(30), parsed)).toBe('at');
    expect(tenantOfKey('d'.repeat(29), parsed)).toBeNull();
    expect(tenantOfKey('', parsed)).toBeNull();
    expect(() => parseEnv({ INTEGRATION_API_KEYS: 'de=short' })).toThrowError(/INTEGRATION_API_KEYS/);
    // A deployment never accepts the development keys.
    const deployment = parseEnv({
      NODE_ENV: 'production',
      TENANT_BASE_URLS: 'de=https://www.example.de',
      PAYMENT_TEST_MODE: 'all',
      PAYMENT_PROVIDER_SECRET: 'p'.repeat(40),
      PAYLINK_SECRET: 'l'.repeat(40),
    });
    expect(integrationKeys(deployment)).toEqual({});
  });

  it('refuses no key and a wrong key, and another tenant’s key cannot see or touch an order', async () => {
    const { order } = await anOrder();
    expect(await call(listOrdersEndpoint, '/orders', { key: null })).toMatchObject({
      status: 401,
      body: { error: 'INTEGRATION_UNAUTHORIZED' },
    });
    expect((await call(listOrdersEndpoint, '/orders', { key: `${keys.de}x` })).status).toBe(401);
    const atKey = { key: keys.at, orderNumber: order.orderNumber };
    expect(await call(getOrderEndpoint, `/orders/${order.orderNumber}`, atKey)).toMatchObject({
      status: 404,
    });
    expect(
      await call(postStatusEndpoint, `/orders/${order.orderNumber}/status`, {
        ...atKey,
        body: { status: 'cancelled' },
      }),
    ).toMatchObject({ status: 404, body: { error: 'ORDER_NOT_FOUND' } });
    const atList = await call(listOrdersEndpoint, '/orders', { key: keys.at });
    expect(
      (atList.body.orders as { orderNumber: string }[]).some((o) => o.orderNumber === order.orderNumber),
    ).toBe(false);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('placed');
  });
});

describe('integration API', () => {
  it('lists orders by status, and posts status, shipment, payment and returns', async () => {
    const { order, variantSku } = await anOrder(2);
    const number = order.orderNumber;
    const listed = await call(listOrdersEndpoint, '/orders?status=placed&pageSize=200');
    expect((listed.body.orders as { orderNumber: string }[]).map((o) => o.orderNumber)).toContain(number);

    expect(
      await call(postStatusEndpoint, `/orders/${number}/status`, {
        orderNumber: number,
        body: { status: 'delivered' },
      }),
    ).toMatchObject({ status: 409, body: { error: 'ORDER_TRANSITION_INVALID', status: 'placed' } });
    expect(
      await call(postStatusEndpoint, `/orders/${number}/status`, {
        orderNumber: number,
        body: { status: 'bogus' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'INTEGRATION_INVALID_INPUT' },
    });
    expect(
      await call(postStatusEndpoint, `/orders/${number}/status`, {
        orderNumber: number,
        body: { status: 'in-fulfilment' },
      }),
    ).toMatchObject({ status: 200, body: { order: { status: 'in-fulfilment' } } });
    expect(
      await call(postShipmentEndpoint, `/orders/${number}/shipments`, {
        orderNumber: number,
        body: { carrier: 'DHL', trackingNumber: '00340434161234567890' },
      }),
    ).toMatchObject({ status: 200, body: { order: { status: 'shipped', carrier: 'DHL' } } });

    const transfer = { amount: 1_000, currency: 'EUR', reference: 'BANK-4711' };
    expect(
      (await call(postPaymentEndpoint, `/orders/${number}/payments`, { orderNumber: number, body: transfer }))
        .status,
    ).toBe(200);
    expect(
      (await call(postPaymentEndpoint, `/orders/${number}/payments`, { orderNumber: number, body: transfer }))
        .status,
    ).toBe(200);
    expect(
      await call(postPaymentEndpoint, `/orders/${number}/payments`, {
        orderNumber: number,
        body: { ...transfer, currency: 'CHF', reference: 'X' },
      }),
    ).toMatchObject({ status: 422, body: { error: 'ORDER_PAYMENT_CURRENCY' } });

    const returned = await call(postReturnEndpoint, `/orders/${number}/returns`, {
      orderNumber: number,
      body: { reference: 'RET-1', lines: [{ lineNo: 1, quantity: 2 }] },
    });
    expect(returned).toMatchObject({
      status: 200,
      body: { order: { status: 'returned', lines: [{ returnedQuantity: 2 }] } },
    });
    const [variant] = await database.db.select().from(variants).where(eq(variants.variantSku, variantSku));
    expect(variant!.stock).toBe(10);
  });

  it('issues a payment link for the open amount only, to the order’s own shop, until nothing is open', async () => {
    const { order } = await anOrder(1);
    const number = order.orderNumber;
    const issued = await call(postPaylinkEndpoint, `/orders/${number}/paylinks`, { orderNumber: number, body: {} });
    expect(issued.status).toBe(201);
    const link = issued.body.paylink as { url: string; amount: number; currency: string };
    expect(link).toMatchObject({ amount: order.totalAmount, currency: 'EUR' });
    const url = new URL(link.url);
    expect(url.pathname).toBe('/paylink');
    expect(readPaylinkToken(url.searchParams.get('token')!)).toMatchObject({ tenant: 'de', amount: order.totalAmount });

    const foreign = await call(postPaylinkEndpoint, `/orders/${number}/paylinks`, {
      orderNumber: number,
      body: {},
      key: keys.at,
    });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'ORDER_NOT_FOUND' } });

    const paid = { amount: order.totalAmount, currency: 'EUR', reference: `BANK-${number}` };
    await call(postPaymentEndpoint, `/orders/${number}/payments`, { orderNumber: number, body: paid });
    expect(await call(postPaylinkEndpoint, `/orders/${number}/paylinks`, { orderNumber: number, body: {} })).toMatchObject({
      status: 409,
      body: { error: 'PAYLINK_NOTHING_OPEN' },
    });
  });

  it('moves the due date of an invoice, which then shows as overdue in the payment dates (decision 0041)', async () => {
    const { order } = await anOrder(1);
    const number = order.orderNumber;
    const move = (dueOn: unknown, key?: string) =>
      call(postDueDateEndpoint, `/orders/${number}/due-date`, { orderNumber: number, body: { dueOn }, key });
    const yesterday = new Date(de.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    expect(await move(yesterday, keys.at)).toMatchObject({ status: 404, body: { error: 'ORDER_NOT_FOUND' } });
    expect((await move('26.11.2026')).status).toBe(400);
    expect((await move('1999-01-01')).status).toBe(400);
    expect((await move(yesterday)).status).toBe(200);
    const dates = await readPaymentDates(database.db, de, order.customerId);
    expect(dates.overdue).toMatchObject({ total: order.totalAmount, orders: [{ orderNumber: number, since: yesterday }] });
  });

  it('sets stock all or nothing', async () => {
    const a = await sellable(database.db, { stock: 1 });
    const b = await sellable(database.db, { stock: 1 });
    expect(
      await call(putStockEndpoint, '/stock', {
        method: 'PUT',
        body: {
          items: [
            { variantSku: a, stock: 7 },
            { variantSku: 'nope-1', stock: 3 },
          ],
        },
      }),
    ).toMatchObject({ status: 422, body: { error: 'STOCK_VARIANT_UNKNOWN', skus: ['nope-1'] } });
    const [untouched] = await database.db.select().from(variants).where(eq(variants.variantSku, a));
    expect(untouched!.stock).toBe(1);
    expect(
      await call(putStockEndpoint, '/stock', {
        method: 'PUT',
        body: {
          items: [
            { variantSku: a, stock: 7 },
            { variantSku: b, stock: 0 },
          ],
        },
      }),
    ).toMatchObject({
      status: 200,
      body: { updated: 2 },
    });
    const rows = await database.db.select().from(variants);
    expect(rows.find((v) => v.variantSku === a)!.stock).toBe(7);
    expect(rows.find((v) => v.variantSku === b)!.stock).toBe(0);
    expect(
      (
        await call(putStockEndpoint, '/stock', {
          method: 'PUT',
          body: { items: [{ variantSku: a, stock: -1 }] },
        })
      ).status,
    ).toBe(400);
  });
});
