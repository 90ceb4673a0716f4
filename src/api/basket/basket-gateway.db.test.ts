import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, testShop } from '@/commerce/customer/customer-factories';
import { seedVouchers } from '@/commerce/promotion/seed-vouchers';
import { gateway } from '@/api/graphql/yoga';
import { TestBrowser } from '@/api/identity/http-test-client';
import { postLogin } from '@/api/identity/login-endpoints';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { BASKET_COOKIE } from './basket-cookie';

const viaGateway = async (request: Request) => gateway.fetch(request);

const BasketFields = `count lines { variantSku quantity unitPrice { amount currency formatted } lineTotal { amount } }
  total { amount currency } shipping { total { amount } missingForFreeShipping { amount } }`;
const Add = `mutation Add($variantSku: String!, $quantity: Int) { addToBasket(variantSku: $variantSku, quantity: $quantity) { ${BasketFields} } }`;
const Read = `query Basket { basket { ${BasketFields} } }`;

async function graphql(
  browser: TestBrowser,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
) {
  return browser.call(viaGateway, '/api/gateway', { body: { query, variables }, host });
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  await addProduct(database.db, { sku: '7100001', price: 2_500, stock: 3 });
  await addProduct(database.db, { sku: '7100002', price: 6_000, stock: 9 });
  await addProduct(database.db, { tenantId: 'at', sku: '7100003', price: 1_000 });
  await seedVouchers(database.db);
});
afterAll(() => closeDatabase());

describe('basket through the gateway', () => {
  it('adds for a new visitor, sets the HttpOnly basket cookie, and answers privately', async () => {
    const browser = new TestBrowser();
    const added = await graphql(browser, Add, { variantSku: '7100001-1', quantity: 2 });
    expect(added.body).toEqual({
      data: {
        addToBasket: {
          count: 2,
          lines: [
            {
              variantSku: '7100001-1',
              quantity: 2,
              unitPrice: { amount: 2_500, currency: 'EUR', formatted: '25,00\u00a0€' },
              lineTotal: { amount: 5_000 },
            },
          ],
          total: { amount: 5_595, currency: 'EUR' },
          shipping: { total: { amount: 595 }, missingForFreeShipping: { amount: 2_500 } },
        },
      },
    });
    const cookie = added.setCookies.find((c) => c.startsWith(`${BASKET_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(added.headers.get('cache-control')).toBe('private, no-store');

    const read = await graphql(browser, Read);
    expect((read.body as { data: { basket: { count: number } } }).data.basket.count).toBe(2);
    expect(read.setCookies).toEqual([]);
  });

  it('answers the header’s count query without pricing, and an empty basket without creating one', async () => {
    const browser = new TestBrowser();
    const empty = await browser.call(
      viaGateway,
      `/api/gateway?query=${encodeURIComponent('{ basket { count } }')}`,
    );
    expect(empty.body).toEqual({ data: { basket: { count: 0 } } });
    expect(empty.setCookies).toEqual([]);
    expect(empty.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ignores a price sent along and refuses a price argument, leaving the basket unchanged', async () => {
    const browser = new TestBrowser();
    const added = await browser.call(viaGateway, '/api/gateway', {
      body: {
        query: Add,
        variables: {
          variantSku: '7100002-1',
          quantity: 1,
          price: 1,
          unitPrice: { amount: 1, currency: 'EUR' },
          currency: 'CHF',
        },
      },
    });
    expect((added.body as { data: { addToBasket: { total: unknown } } }).data.addToBasket.total).toEqual({
      amount: 6_000 + 595,
      currency: 'EUR',
    });
    const forged = await graphql(
      browser,
      'mutation { addToBasket(variantSku: "7100002-1", quantity: 1, price: 1) { count } }',
    );
    expect(forged.body).toMatchObject({
      errors: [expect.objectContaining({ message: expect.stringContaining('price') })],
    });
    expect((await graphql(browser, Read)).body).toMatchObject({
      data: { basket: { count: 1, total: { amount: 6_595 } } },
    });
  });

  it.each([
    ['another shop’s variant', { variantSku: '7100003-1', quantity: 1 }, 'BASKET_UNKNOWN_VARIANT'],
    ['an unknown sku', { variantSku: '7199999-1', quantity: 1 }, 'BASKET_UNKNOWN_VARIANT'],
    ['a negative quantity', { variantSku: '7100002-1', quantity: -2 }, 'BASKET_INVALID_QUANTITY'],
    ['a zero quantity', { variantSku: '7100002-1', quantity: 0 }, 'BASKET_INVALID_QUANTITY'],
    ['a quantity beyond the maximum', { variantSku: '7100002-1', quantity: 500 }, 'BASKET_LINE_LIMIT'],
    ['more than the stock', { variantSku: '7100001-1', quantity: 4 }, 'BASKET_OUT_OF_STOCK'],
  ])('refuses %s with its code and leaves the basket unchanged', async (_name, variables, code) => {
    const browser = new TestBrowser();
    await graphql(browser, Add, { variantSku: '7100002-1', quantity: 1 });
    const refused = await graphql(browser, Add, variables);
    expect(refused.body).toMatchObject({
      data: null,
      errors: [expect.objectContaining({ extensions: expect.objectContaining({ code }) })],
    });
    expect((await graphql(browser, Read)).body).toMatchObject({
      data: { basket: { count: 1, lines: [{ variantSku: '7100002-1', quantity: 1 }] } },
    });
  });

  it('says how many are left when the stock is short', async () => {
    const refused = await graphql(new TestBrowser(), Add, { variantSku: '7100001-1', quantity: 5 });
    expect(refused.body).toMatchObject({
      errors: [{ extensions: { code: 'BASKET_OUT_OF_STOCK', available: 3, inBasket: 0 } }],
    });
  });

  it.each([
    ['a fractional quantity', 1.5],
    ['a huge quantity', 2 ** 40],
    ['a quantity as text', 'zwei'],
  ])('refuses %s before any resolver runs', async (_name, quantity) => {
    const browser = new TestBrowser();
    const refused = await graphql(browser, Add, { variantSku: '7100002-1', quantity });
    expect(refused.body).toMatchObject({
      errors: [expect.objectContaining({ message: expect.stringMatching(/Int|quantity/) })],
    });
    expect(refused.setCookies).toEqual([]);
  });

  it('keeps a basket of the German shop out of the Austrian one', async () => {
    const browser = new TestBrowser();
    await graphql(browser, Add, { variantSku: '7100002-1', quantity: 1 });
    expect((await graphql(browser, Read, {}, 'at.localhost:3000')).body).toMatchObject({
      data: { basket: { count: 0 } },
    });
  });

  it('merges the visitor’s basket into the customer’s at login and drops the visitor cookie', async () => {
    const customer = await activeCustomer(database.db, testShop('de'));
    const elsewhere = new TestBrowser();
    await elsewhere.call(postLogin, '/api/identity/login', {
      body: { email: customer.email, password: customer.password },
    });
    await graphql(elsewhere, Add, { variantSku: '7100002-1', quantity: 2 });

    const browser = new TestBrowser();
    await graphql(browser, Add, { variantSku: '7100002-1', quantity: 3 });
    await graphql(browser, Add, { variantSku: '7100001-1', quantity: 1 });
    expect(browser.jar.has(BASKET_COOKIE)).toBe(true);
    const login = await browser.call(postLogin, '/api/identity/login', {
      body: { email: customer.email, password: customer.password },
    });
    expect(login.status).toBe(200);
    expect(browser.jar.has(BASKET_COOKIE)).toBe(false);
    const merged = (await graphql(browser, Read)).body as {
      data: { basket: { count: number; lines: { variantSku: string; quantity: number }[] } };
    };
    expect(Object.fromEntries(merged.data.basket.lines.map((l) => [l.variantSku, l.quantity]))).toEqual({
      '7100002-1': 5,
      '7100001-1': 1,
    });
  });

  it('applies and removes a code, and reports a refused code with its minimum', async () => {
    const browser = new TestBrowser();
    await graphql(browser, Add, { variantSku: '7100001-1', quantity: 1 });
    const refused = await graphql(browser, 'mutation { applyVoucher(code: "spar 10") { count } }');
    expect(refused.body).toMatchObject({
      errors: [{ extensions: { code: 'VOUCHER_MINIMUM_NOT_REACHED', minimumAmount: 5_000 } }],
    });
    const applied = await graphql(
      browser,
      'mutation { applyVoucher(code: "versandfrei") { voucher { code applied } shipping { total { amount } } } }',
    );
    expect(applied.body).toEqual({
      data: {
        applyVoucher: { voucher: { code: 'VERSANDFREI', applied: true }, shipping: { total: { amount: 0 } } },
      },
    });
    const removed = await graphql(
      browser,
      'mutation { removeVoucher { voucher { code } shipping { total { amount } } } }',
    );
    expect(removed.body).toEqual({
      data: { removeVoucher: { voucher: null, shipping: { total: { amount: 595 } } } },
    });
  });
});
