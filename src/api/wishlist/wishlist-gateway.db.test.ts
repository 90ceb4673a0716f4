import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { activeCustomer, testShop } from '@/commerce/customer/customer-factories';
import { gateway } from '@/api/graphql/yoga';
import { TestBrowser } from '@/api/identity/http-test-client';
import { postLogin } from '@/api/identity/login-endpoints';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';

const Fields = 'count items { sku variantSku name price { amount } }';
const WishlistDocument = `query { wishlist { ${Fields} } }`;
const AddToWishlistDocument = `mutation Add($sku: String!, $variantSku: String) {
  addToWishlist(sku: $sku, variantSku: $variantSku) { changed wishlist { ${Fields} } } }`;
const RemoveFromWishlistDocument = `mutation Remove($sku: String!) {
  removeFromWishlist(sku: $sku) { changed wishlist { ${Fields} } } }`;
const ChangeWishlistVariantDocument = `mutation Change($sku: String!, $variantSku: String!) {
  changeWishlistVariant(sku: $sku, variantSku: $variantSku) { changed wishlist { ${Fields} } } }`;

const viaGateway = async (request: Request) => gateway.fetch(request);

interface WishlistShape {
  count: number;
  items: { sku: string }[];
}
interface Answer {
  data?: {
    wishlist?: WishlistShape | null;
    addToWishlist?: { changed: boolean; wishlist: WishlistShape };
    removeFromWishlist?: { changed: boolean; wishlist: WishlistShape };
    changeWishlistVariant?: { changed: boolean; wishlist: WishlistShape };
  };
  errors?: { extensions: { code: string } }[];
}

async function graphql(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}, host?: string) {
  const answer = await browser.call(viaGateway, '/api/gateway', { body: { query, variables }, host });
  return { ...answer, body: answer.body as Answer };
}

async function loggedIn(host?: string) {
  const shop = testShop(host?.startsWith('ch') ? 'ch' : 'de');
  const customer = await activeCustomer(database.db, shop);
  const browser = new TestBrowser(host);
  const login = await browser.call(postLogin, '/api/identity/login', {
    body: { email: customer.email, password: customer.password },
  });
  expect(login.status).toBe(200);
  return browser;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  await addProduct(database.db, { sku: '7200001', price: 2_500, name: 'Sneaker Nova' });
  await addProduct(database.db, { sku: '7200002', price: 6_000 });
  await addProduct(database.db, { tenantId: 'ch', sku: '7200003', price: 1_000 });
});
afterAll(() => closeDatabase());

describe('wishlist through the gateway', () => {
  it('is null for a visitor, and a visitor’s add is refused as needing login', async () => {
    const browser = new TestBrowser();
    const read = await graphql(browser, WishlistDocument);
    expect(read.body).toEqual({ data: { wishlist: null } });
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    const add = await graphql(browser, AddToWishlistDocument, { sku: '7200001' });
    expect(add.body.errors?.[0]?.extensions.code).toBe('WISHLIST_LOGIN_REQUIRED');
  });

  it('adds once for a double add, reads, changes the variant (same sku: no change) and removes', async () => {
    const browser = await loggedIn();
    const [first, second] = await Promise.all([
      graphql(browser, AddToWishlistDocument, { sku: '7200001' }),
      graphql(browser, AddToWishlistDocument, { sku: '7200001' }),
    ]);
    expect([first.body.data?.addToWishlist?.changed, second.body.data?.addToWishlist?.changed].sort()).toEqual([
      false,
      true,
    ]);
    const read = await graphql(browser, WishlistDocument);
    expect(read.body.data?.wishlist).toMatchObject({
      count: 1,
      items: [{ sku: '7200001', variantSku: '7200001-1', name: 'Sneaker Nova', price: { amount: 2_500 } }],
    });
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    const same = await graphql(browser, ChangeWishlistVariantDocument, { sku: '7200001', variantSku: '7200001-1' });
    expect(same.body.data?.changeWishlistVariant?.changed).toBe(false);
    const removed = await graphql(browser, RemoveFromWishlistDocument, { sku: '7200001' });
    expect(removed.body.data?.removeFromWishlist).toMatchObject({ changed: true, wishlist: { count: 0, items: [] } });
  });

  it('keeps one customer’s items from another: reading, removing and changing find nothing', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    await graphql(a, AddToWishlistDocument, { sku: '7200002' });
    expect((await graphql(b, WishlistDocument)).body.data?.wishlist).toEqual(
      expect.objectContaining({ count: 0, items: [] }),
    );
    const remove = await graphql(b, RemoveFromWishlistDocument, { sku: '7200002' });
    expect(remove.body.errors?.[0]?.extensions.code).toBe('WISHLIST_ITEM_NOT_FOUND');
    const change = await graphql(b, ChangeWishlistVariantDocument, { sku: '7200002', variantSku: '7200002-1' });
    expect(change.body.errors?.[0]?.extensions.code).toBe('WISHLIST_ITEM_NOT_FOUND');
    expect((await graphql(a, WishlistDocument)).body.data?.wishlist?.count).toBe(1);
  });

  it('does not carry a session into another shop, nor sell another shop’s product', async () => {
    const browser = await loggedIn();
    await graphql(browser, AddToWishlistDocument, { sku: '7200002' });
    // The same cookies sent to the Swiss shop name nobody there.
    const swiss = await graphql(browser, WishlistDocument, {}, 'ch.localhost:3000');
    expect(swiss.body).toEqual({ data: { wishlist: null } });
    const foreign = await graphql(browser, AddToWishlistDocument, { sku: '7200003' });
    expect(foreign.body.errors?.[0]?.extensions.code).toBe('WISHLIST_UNKNOWN_PRODUCT');
  });

  it('keeps the wishlist for a customer recognised on this device (soft login)', async () => {
    const browser = await loggedIn();
    await graphql(browser, AddToWishlistDocument, { sku: '7200001' });
    browser.jar.delete('sf_session'); // the browser was closed; the device cookie stays
    const read = await graphql(browser, WishlistDocument);
    expect(read.body.data?.wishlist?.items.map((i) => i.sku)).toEqual(['7200001']);
    const removed = await graphql(browser, RemoveFromWishlistDocument, { sku: '7200001' });
    expect(removed.body.data?.removeFromWishlist?.changed).toBe(true);
  });
});
