import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVouchers } from '@/commerce/promotion/seed-vouchers';
import { gateway } from '@/api/graphql/yoga';
import { TestBrowser } from '@/api/identity/http-test-client';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { deleteVoucher, getVoucher, postVoucher } from './voucher-endpoints';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  await seedVouchers(database.db);
  await addProduct(database.db, { sku: '7200001', price: 4_000, stock: 9 });
  await addProduct(database.db, { sku: '7200002', price: 4_000, struckPrice: 5_000, stock: 9 });
});
afterAll(() => closeDatabase());

async function shopperWith(variantSku: string): Promise<TestBrowser> {
  const browser = new TestBrowser();
  await browser.call(async (r) => gateway.fetch(r), '/api/gateway', {
    body: {
      query: 'mutation($v: String!) { addToBasket(variantSku: $v) { count } }',
      variables: { v: variantSku },
    },
  });
  return browser;
}

describe('/api/voucher', () => {
  it('enters a code, ignores any price or discount sent along, shows it, and takes it out again', async () => {
    const browser = await shopperWith('7200001-1');
    const applied = await browser.call(postVoucher, '/api/voucher', {
      body: { code: 'willkommen 15', discount: { amount: 4_000 }, total: 1, currency: 'CHF' },
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      basket: {
        voucher: { code: 'WILLKOMMEN15', applied: true, discount: { amount: 600, currency: 'EUR' } },
        total: { amount: 3_400 + 595, currency: 'EUR' },
      },
    });
    expect((await browser.call(getVoucher, '/api/voucher')).body).toMatchObject({
      voucher: { code: 'WILLKOMMEN15', applied: true },
    });
    const removed = await browser.call(deleteVoucher, '/api/voucher', { method: 'DELETE' as 'POST' });
    expect(removed.body).toMatchObject({ basket: { voucher: null, total: { amount: 4_595 } } });
  });

  it('tries a code without keeping it, and names the promotion the content tells about it', async () => {
    const browser = await shopperWith('7200001-1');
    const tried = await browser.call(getVoucher, '/api/voucher?code=WILLKOMMEN15');
    expect(tried.body).toMatchObject({
      voucher: { applied: true },
      promotion: { title: '15 % Willkommensrabatt' },
    });
    expect((await browser.call(getVoucher, '/api/voucher')).body).toEqual({ voucher: null });
  });

  it('answers each refusal with its code and status', async () => {
    const reduced = await shopperWith('7200002-1');
    expect(await reduced.call(postVoucher, '/api/voucher', { body: { code: 'WILLKOMMEN15' } })).toMatchObject(
      { status: 422, body: { error: 'VOUCHER_NOT_FOR_ITEMS' } },
    );
    expect(await reduced.call(postVoucher, '/api/voucher', { body: { code: 'SPAR10' } })).toMatchObject({
      status: 422,
      body: { error: 'VOUCHER_MINIMUM_NOT_REACHED', minimumAmount: 5_000 },
    });
    expect(await reduced.call(postVoucher, '/api/voucher', { body: { code: 'NOPE' } })).toMatchObject({
      status: 422,
      body: { error: 'VOUCHER_UNKNOWN' },
    });
    expect(
      await new TestBrowser().call(postVoucher, '/api/voucher', { body: { code: 'SPAR10' } }),
    ).toMatchObject({ status: 409, body: { error: 'BASKET_EMPTY' } });
    expect(await reduced.call(postVoucher, '/api/voucher', { body: { nothing: 1 } })).toMatchObject({
      status: 400,
      body: { error: 'VOUCHER_INVALID_INPUT' },
    });
  });

  it('refuses a forged post and rate-limits guessing per address', async () => {
    const browser = await shopperWith('7200001-1');
    expect(
      (await browser.call(postVoucher, '/api/voucher', { body: { code: 'SPAR10' }, bare: true })).status,
    ).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push(
        (await browser.call(getVoucher, `/api/voucher?code=RATE${i}`, { address: '198.51.100.7' })).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
