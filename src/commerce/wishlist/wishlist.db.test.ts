import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addToWishlist } from './add-to-wishlist';
import { changeWishlistVariant } from './change-wishlist-variant';
import { getWishlist } from './get-wishlist';
import { removeFromWishlist } from './remove-from-wishlist';
import {
  aCustomerId,
  changePrice,
  productInSizes,
  productWithOneVariant,
  retireProduct,
  wishlistRows,
} from './wishlist-factories';
import { MAX_WISHLIST_ITEMS } from './wishlist-limits';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const clock = testClock();
const shop = testShop('de', clock);
const swiss = testShop('ch', clock);

async function customerWith(sku: string, variantSku?: string) {
  const customer = aCustomerId();
  const added = await addToWishlist(database.db, shop, customer, { sku, variantSku });
  if (!added.ok) throw new Error(added.code);
  return customer;
}

describe('addToWishlist', () => {
  it('keeps the product with its price, name, picture and delivery statement', async () => {
    const sku = await productWithOneVariant(database.db, { price: 5_999, name: 'Sneaker Nova', stock: 3 });
    const customer = aCustomerId();
    const added = await addToWishlist(database.db, shop, customer, { sku });
    expect(added).toMatchObject({ ok: true, changed: true });
    if (!added.ok) return;
    expect(added.wishlist.count).toBe(1);
    expect(added.wishlist.items[0]).toMatchObject({
      sku,
      // A product with one variant needs no choice: that one is taken.
      variantSku: `${sku}-1`,
      name: 'Sneaker Nova',
      href: `/p/sneaker-nova-${sku}`,
      image: { path: `/media/test/${sku}.webp`, width: 600, height: 800 },
      sold: true,
      available: true,
      delivery: { minDays: 2, maxDays: 4 },
      price: { amount: 5_999, currency: 'EUR' },
      addedPrice: { amount: 5_999, currency: 'EUR' },
      priceDrop: null,
    });
  });

  it('adds a product once however often it is added (a double click, two tabs at once)', async () => {
    const { sku } = await productInSizes(database.db);
    const customer = aCustomerId();
    const [first, second] = await Promise.all([
      addToWishlist(database.db, shop, customer, { sku }),
      addToWishlist(database.db, shop, customer, { sku }),
    ]);
    expect(first.ok && second.ok).toBe(true);
    const third = await addToWishlist(database.db, shop, customer, { sku });
    expect(third).toMatchObject({ ok: true, changed: false });
    const read = await getWishlist(database.db, shop, customer);
    expect(read.items.map((i) => i.sku)).toEqual([sku]);
    expect((await wishlistRows(database.db, 'de')).filter((r) => r.customerId === customer)).toHaveLength(1);
  });

  it('leaves the variant open for a product in sizes until one is chosen, and takes a chosen one', async () => {
    const { sku, l } = await productInSizes(database.db);
    const customer = aCustomerId();
    const added = await addToWishlist(database.db, shop, customer, { sku });
    expect(added.ok && added.wishlist.items[0]).toMatchObject({ variantSku: null, size: null, available: true });
    const withSize = await addToWishlist(database.db, shop, customer, { sku, variantSku: l });
    expect(withSize.ok && withSize.wishlist.items[0]).toMatchObject({ variantSku: l, size: 'L' });
    expect(withSize.ok && withSize.wishlist.count).toBe(1);
  });

  it('refuses a product the shop does not sell and a variant of another product, and writes nothing', async () => {
    const other = await productInSizes(database.db);
    const sku = await productWithOneVariant(database.db);
    const retired = await productWithOneVariant(database.db, { active: false });
    const swissOnly = await productWithOneVariant(database.db, { tenantId: 'ch' });
    const customer = aCustomerId();
    const before = await wishlistRows(database.db, 'de');
    expect(await addToWishlist(database.db, shop, customer, { sku: '9999999' })).toEqual({
      ok: false,
      code: 'WISHLIST_UNKNOWN_PRODUCT',
    });
    expect((await addToWishlist(database.db, shop, customer, { sku: 'abc' })).ok).toBe(false);
    expect(await addToWishlist(database.db, shop, customer, { sku: retired })).toMatchObject({
      code: 'WISHLIST_UNKNOWN_PRODUCT',
    });
    expect(await addToWishlist(database.db, shop, customer, { sku: swissOnly })).toMatchObject({
      code: 'WISHLIST_UNKNOWN_PRODUCT',
    });
    expect(await addToWishlist(database.db, shop, customer, { sku, variantSku: other.l })).toMatchObject({
      code: 'WISHLIST_UNKNOWN_VARIANT',
    });
    expect(await addToWishlist(database.db, shop, customer, { sku, variantSku: `${sku}-9` })).toMatchObject({
      code: 'WISHLIST_UNKNOWN_VARIANT',
    });
    expect(await wishlistRows(database.db, 'de')).toEqual(before);
  });

  it(`stops at ${MAX_WISHLIST_ITEMS} products`, async () => {
    const customer = aCustomerId();
    const skus: string[] = [];
    for (let i = 0; i <= MAX_WISHLIST_ITEMS; i++) skus.push(await productWithOneVariant(database.db));
    for (const sku of skus.slice(0, MAX_WISHLIST_ITEMS)) {
      const added = await addToWishlist(database.db, shop, customer, { sku });
      if (!added.ok) throw new Error(added.code);
    }
    expect(await addToWishlist(database.db, shop, customer, { sku: skus.at(-1)! })).toEqual({
      ok: false,
      code: 'WISHLIST_FULL',
      max: MAX_WISHLIST_ITEMS,
    });
  });
});

describe('the wishlist over time', () => {
  it('shows how much cheaper a product is now than when it was added, and no drop when it got dearer', async () => {
    const cheaper = await productWithOneVariant(database.db, { price: 8_000 });
    const dearer = await productWithOneVariant(database.db, { price: 3_000 });
    const customer = aCustomerId();
    await addToWishlist(database.db, shop, customer, { sku: cheaper });
    await addToWishlist(database.db, shop, customer, { sku: dearer });
    await changePrice(database.db, 'de', cheaper, 6_500);
    await changePrice(database.db, 'de', dearer, 3_500);
    const read = await getWishlist(database.db, shop, customer);
    const item = (sku: string) => read.items.find((i) => i.sku === sku)!;
    expect(item(cheaper)).toMatchObject({
      price: { amount: 6_500, currency: 'EUR' },
      addedPrice: { amount: 8_000, currency: 'EUR' },
      priceDrop: { amount: 1_500, currency: 'EUR' },
    });
    expect(item(dearer)).toMatchObject({ price: { amount: 3_500, currency: 'EUR' }, priceDrop: null });
  });

  it('keeps a product that left the catalogue, named as when added and shown as no longer available', async () => {
    const sku = await productWithOneVariant(database.db, { name: 'Sessel Oslo' });
    const customer = await customerWith(sku);
    await retireProduct(database.db, 'de', sku);
    const read = await getWishlist(database.db, shop, customer);
    expect(read.items).toEqual([
      expect.objectContaining({
        sku,
        name: 'Sessel Oslo',
        sold: false,
        available: false,
        href: null,
        price: null,
        priceDrop: null,
        variants: [],
      }),
    ]);
  });

  it('says a chosen size that sold out is not available', async () => {
    const { sku, m } = await productInSizes(database.db);
    const customer = await customerWith(sku, m);
    const read = await getWishlist(database.db, shop, customer);
    expect(read.items[0]).toMatchObject({ variantSku: m, size: 'M', sold: true, available: false });
  });
});

describe('changeWishlistVariant', () => {
  it('changes the size in place and says so; choosing the same one changes nothing', async () => {
    const { sku, s, l } = await productInSizes(database.db);
    const customer = await customerWith(sku, s);
    const changed = await changeWishlistVariant(database.db, shop, customer, { sku, variantSku: l });
    expect(changed).toMatchObject({ ok: true, changed: true });
    expect(changed.ok && changed.wishlist.items[0]).toMatchObject({ variantSku: l, size: 'L' });
    const same = await changeWishlistVariant(database.db, shop, customer, { sku, variantSku: l });
    expect(same).toMatchObject({ ok: true, changed: false });
    expect(same.ok && same.wishlist.items[0]!.variantSku).toBe(l);
  });

  it('refuses a variant of another product', async () => {
    const { sku, s } = await productInSizes(database.db);
    const other = await productInSizes(database.db);
    const customer = await customerWith(sku, s);
    expect(await changeWishlistVariant(database.db, shop, customer, { sku, variantSku: other.l })).toEqual({
      ok: false,
      code: 'WISHLIST_UNKNOWN_VARIANT',
    });
    expect((await getWishlist(database.db, shop, customer)).items[0]!.variantSku).toBe(s);
  });
});

describe('scoping: a wishlist is its customer’s, in its shop', () => {
  it('shows customer B nothing of A’s list and lets B neither remove nor change A’s item', async () => {
    const { sku, s, l } = await productInSizes(database.db);
    const a = await customerWith(sku, s);
    const b = aCustomerId();
    expect(await getWishlist(database.db, shop, b)).toEqual({ count: 0, items: [] });
    expect(await removeFromWishlist(database.db, shop, b, { sku })).toEqual({
      ok: false,
      code: 'WISHLIST_ITEM_NOT_FOUND',
    });
    expect(await changeWishlistVariant(database.db, shop, b, { sku, variantSku: l })).toEqual({
      ok: false,
      code: 'WISHLIST_ITEM_NOT_FOUND',
    });
    const read = await getWishlist(database.db, shop, a);
    expect(read.items.map((i) => [i.sku, i.variantSku])).toEqual([[sku, s]]);
  });

  it('does not show, remove or change a customer’s item through another shop', async () => {
    const { sku, s, l } = await productInSizes(database.db);
    const a = await customerWith(sku, s);
    expect(await getWishlist(database.db, swiss, a)).toEqual({ count: 0, items: [] });
    expect(await removeFromWishlist(database.db, swiss, a, { sku })).toMatchObject({
      code: 'WISHLIST_ITEM_NOT_FOUND',
    });
    expect(await changeWishlistVariant(database.db, swiss, a, { sku, variantSku: l })).toMatchObject({
      code: 'WISHLIST_ITEM_NOT_FOUND',
    });
    expect((await getWishlist(database.db, shop, a)).count).toBe(1);
  });

  it('removes the customer’s own item, and a second remove finds nothing', async () => {
    const sku = await productWithOneVariant(database.db);
    const customer = await customerWith(sku);
    const removed = await removeFromWishlist(database.db, shop, customer, { sku });
    expect(removed).toMatchObject({ ok: true, wishlist: { count: 0, items: [] } });
    expect(await removeFromWishlist(database.db, shop, customer, { sku })).toMatchObject({
      code: 'WISHLIST_ITEM_NOT_FOUND',
    });
  });
});
