import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sellable } from '@/commerce/basket/basket-factories';
import { activeCustomer, outboxMails, testClock, testRequester, testShop } from '@/commerce/customer/customer-factories';
import { findCustomerByEmail } from '@/commerce/customer/customer-store';
import { logIn } from '@/commerce/customer/log-in';
import { readyForCheckout } from '@/commerce/order/order-factories';
import { gateway } from '@/api/graphql/yoga';
import { TestBrowser } from '@/api/identity/http-test-client';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { getOrder } from './order-endpoints';
import { postOrder } from './place-order-endpoint';
import { getWithdrawal, postWithdrawal } from './withdrawal-endpoints';
import { revalidateTags } from '@/platform/cache/revalidate-tags';

// Next's revalidateTag needs the server's process (revalidate-stock-pages.db.test.ts pins what is revalidated).
vi.mock('@/platform/cache/revalidate-tags', () => ({ revalidateTags: vi.fn() }));

let database: TestDatabase;
// The handlers read the real clock, so the sessions are made at the real time too.
const de = testShop('de', testClock(new Date()));
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(() => closeDatabase());

/** A logged-in customer (full session) with a basket of 2 × a 40 € article and every step chosen. */
async function shopper({ stock = 10 } = {}) {
  const input = await activeCustomer(database.db, de);
  const row = await findCustomerByEmail(database.db, 'de', input.email);
  const login = await logIn(database.db, de, testRequester(), {
    email: input.email,
    password: input.password,
  });
  if (!login.ok) throw new Error('login failed');
  const variantSku = await sellable(database.db, { price: 4_000, stock });
  await readyForCheckout(database.db, de, row!.id, { lines: [{ variantSku, quantity: 2 }] });
  const browser = new TestBrowser();
  browser.jar.set('sf_session', login.session.secrets.session);
  return { browser, cookie: `sf_session=${login.session.secrets.session}` };
}

const getOrderHandler = (request: Request) =>
  getOrder(request, new URL(request.url).pathname.split('/').pop()!);

describe('POST /api/checkout/order', () => {
  it('places the order from the server’s calculation only, and answers a repeat with the same order', async () => {
    const { browser } = await shopper();
    const key = randomUUID();
    const forged = {
      idempotencyKey: key,
      total: { amount: 1, currency: 'EUR' },
      totalAmount: 1,
      lines: [{ variantSku: 'x', quantity: 1, unitPrice: 1 }],
      discount: 7_999,
      payment: { method: 'paypal' },
    };
    const placed = await browser.call(postOrder, '/api/checkout/order', { body: forged });
    expect(placed.status).toBe(201);
    const order = placed.body!.order as {
      orderNumber: string;
      subtotal: { amount: number };
      discount: { amount: number };
      shipping: { amount: number };
      total: { amount: number };
      payment: { method: string };
    };
    expect(order.subtotal.amount).toBe(8_000);
    expect(order.discount.amount).toBe(0);
    expect(order.total.amount).toBe(8_000 + order.shipping.amount);
    expect(order.payment.method).toBe('invoice');
    expect(placed.body!.next).toEqual({ kind: 'confirmation' });
    const again = await browser.call(postOrder, '/api/checkout/order', { body: { idempotencyKey: key } });
    expect(again.status).toBe(200);
    expect((again.body!.order as { orderNumber: string }).orderNumber).toBe(order.orderNumber);
  });

  it('makes the pages of a size it sold out stale at once, and leaves the pages of sizes still in stock', async () => {
    vi.mocked(revalidateTags).mockClear();
    const plenty = await shopper({ stock: 10 });
    expect((await plenty.browser.call(postOrder, '/api/checkout/order', { body: { idempotencyKey: randomUUID() } })).status).toBe(201);
    expect(revalidateTags).not.toHaveBeenCalled();

    const last = await shopper({ stock: 2 });
    const placed = await last.browser.call(postOrder, '/api/checkout/order', { body: { idempotencyKey: randomUUID() } });
    expect(placed.status).toBe(201);
    const orderNumber = (placed.body!.order as { orderNumber: string }).orderNumber;
    expect(revalidateTags).toHaveBeenCalledTimes(1);
    const [tags, reason] = vi.mocked(revalidateTags).mock.calls[0]!;
    expect(tags.length).toBeGreaterThan(0);
    expect(reason).toBe(`sold out by order ${orderNumber}`);
  });

  it('refuses without login, without the CSRF header, without a key, and with an empty basket', async () => {
    expect(
      await new TestBrowser().call(postOrder, '/api/checkout/order', {
        body: { idempotencyKey: randomUUID() },
      }),
    ).toMatchObject({
      status: 401,
      body: { error: 'CHECKOUT_LOGIN_REQUIRED', level: 'anonymous' },
    });
    const { browser } = await shopper();
    expect(
      (
        await browser.call(postOrder, '/api/checkout/order', {
          body: { idempotencyKey: randomUUID() },
          bare: true,
        })
      ).status,
    ).toBe(403);
    expect(
      await browser.call(postOrder, '/api/checkout/order', { body: { idempotencyKey: 'eins' } }),
    ).toMatchObject({ status: 400 });
    expect(
      (await browser.call(postOrder, '/api/checkout/order', { body: { idempotencyKey: randomUUID() } }))
        .status,
    ).toBe(201);
    expect(
      await browser.call(postOrder, '/api/checkout/order', { body: { idempotencyKey: randomUUID() } }),
    ).toMatchObject({
      status: 409,
      body: { error: 'CHECKOUT_BASKET_EMPTY' },
    });
  });
});

describe('reading an order', () => {
  it('shows an order to its customer only — over REST and through the gateway', async () => {
    const a = await shopper();
    const b = await shopper();
    const placed = await a.browser.call(postOrder, '/api/checkout/order', {
      body: { idempotencyKey: randomUUID() },
    });
    const number = (placed.body!.order as { orderNumber: string }).orderNumber;

    expect(await a.browser.call(getOrderHandler, `/api/orders/${number}`)).toMatchObject({
      status: 200,
      body: { orderNumber: number, status: 'placed', withdrawable: true },
    });
    const foreign = await b.browser.call(getOrderHandler, `/api/orders/${number}`);
    const unknown = await b.browser.call(getOrderHandler, `/api/orders/DE-2026-999999`);
    expect(foreign).toMatchObject({ status: 404, body: { error: 'ORDER_NOT_FOUND' } });
    expect(foreign.body).toEqual(unknown.body);
    expect((await new TestBrowser().call(getOrderHandler, `/api/orders/${number}`)).status).toBe(401);

    const ask = async (cookie: string) => {
      const query = `{ order(orderNumber: "${number}") { orderNumber status total { amount } lines { quantity } } orders { orderNumber } }`;
      const response = await gateway.fetch(
        `http://localhost:3000/api/gateway?query=${encodeURIComponent(query)}`,
        {
          headers: { host: 'localhost:3000', cookie },
        },
      );
      return (await response.json()) as { data: { order: unknown; orders: { orderNumber: string }[] } };
    };
    const mine = await ask(a.cookie);
    expect(mine.data.order).toMatchObject({
      orderNumber: number,
      status: 'PLACED',
      lines: [{ quantity: 2 }],
    });
    expect(mine.data.orders.map((o) => o.orderNumber)).toEqual([number]);
    const theirs = await ask(b.cookie);
    expect(theirs.data.order).toBeNull();
    expect(theirs.data.orders).toEqual([]);
  });
});

describe('/api/orders/withdrawal', () => {
  it('shows the order of a mail link, withdraws it after confirmation, and tells nothing about unknown tokens', async () => {
    const { browser } = await shopper();
    const placed = await browser.call(postOrder, '/api/checkout/order', {
      body: { idempotencyKey: randomUUID() },
    });
    const number = (placed.body!.order as { orderNumber: string }).orderNumber;
    const mail = (await outboxMails(database.db, 'de')).find((m) => m.params.orderNumber === number)!;
    const token = new URLSearchParams(new URL(mail.link!).hash.slice(1)).get('token')!;

    const visitor = new TestBrowser();
    expect(await visitor.call(getWithdrawal, `/api/orders/withdrawal?token=${token}`)).toMatchObject({
      status: 200,
      body: { orderNumber: number, withdrawable: true, lines: [{ quantity: 2 }] },
    });
    const unknown = await visitor.call(getWithdrawal, `/api/orders/withdrawal?token=${'A'.repeat(43)}`);
    const garbage = await visitor.call(getWithdrawal, `/api/orders/withdrawal?token=%27or%201=1`);
    expect(unknown).toMatchObject({ status: 404, body: { error: 'WITHDRAWAL_LINK_INVALID' } });
    expect(garbage.body).toEqual(unknown.body);

    expect((await visitor.call(postWithdrawal, '/api/orders/withdrawal', { body: { token } })).status).toBe(
      400,
    );
    expect(
      (
        await visitor.call(postWithdrawal, '/api/orders/withdrawal', {
          body: { token, confirm: true },
          bare: true,
        })
      ).status,
    ).toBe(403);
    const done = await visitor.call(postWithdrawal, '/api/orders/withdrawal', {
      body: { token, confirm: true },
    });
    expect(done).toMatchObject({ status: 200, body: { withdrawn: true, at: expect.any(String) } });
    expect(await visitor.call(getWithdrawal, `/api/orders/withdrawal?token=${token}`)).toMatchObject({
      body: { withdrawable: false, withdrawnAt: (done.body as { at: string }).at },
    });
    expect(
      await visitor.call(postWithdrawal, '/api/orders/withdrawal', {
        body: { token: 'A'.repeat(43), confirm: true },
      }),
    ).toMatchObject({ status: 404, body: { error: 'WITHDRAWAL_LINK_INVALID' } });
  });
});
