import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { categoryTexts, media, prices, products, productTexts, variants } from './catalog.schema';
import { getProductDetail } from './get-product-detail';

describe('getProductDetail', () => {
  let database: TestDatabase;
  let statements: string[] | null = null;
  beforeAll(async () => {
    database = await createTestDatabase({ onQuery: (query) => statements?.push(query) });
    const { db } = database;
    for (const tenantId of ['de', 'ch']) {
      await db.insert(products).values({ tenantId, sku: '1000001', brand: 'Lindqvist', categoryId: 'herren-schuhe-sneaker', ratingAverage: 4.5, ratingCount: 2 });
      await db.insert(variants).values([
        { tenantId, variantSku: '1000001-1', sku: '1000001', size: '42', colour: 'weiss', ean: `400000000001${tenantId === 'de' ? 7 : 8}`, stock: 3, deliveryDaysMin: 2, deliveryDaysMax: 4, position: 0 },
        { tenantId, variantSku: '1000001-2', sku: '1000001', size: '43', colour: 'weiss', ean: `400000000002${tenantId === 'de' ? 4 : 5}`, stock: 0, deliveryDaysMin: null, deliveryDaysMax: null, position: 1 },
      ]);
      await db.insert(media).values({ tenantId, sku: '1000001', colour: 'weiss', position: 0, path: '/media/sneaker/weiss/1.webp', width: 800, height: 800 });
    }
    await db.insert(productTexts).values([
      { tenantId: 'de', sku: '1000001', locale: 'de-DE', name: 'Sneaker Runner', description: 'Leichter Sneaker.', slug: 'sneaker-runner' },
      { tenantId: 'ch', sku: '1000001', locale: 'de-CH', name: 'Sneaker Runner', description: 'Leichter Sneaker.', slug: 'sneaker-runner' },
      { tenantId: 'ch', sku: '1000001', locale: 'fr-CH', name: 'Baskets Runner', description: 'Baskets légères.', slug: 'baskets-runner' },
    ]);
    await db.insert(prices).values([
      { tenantId: 'de', sku: '1000001', currency: 'EUR', amount: 4999, struckAmount: 6999, lowest30Amount: 5999 },
      { tenantId: 'ch', sku: '1000001', currency: 'CHF', amount: 5990, struckAmount: null, lowest30Amount: 5990 },
    ]);
    await db.insert(categoryTexts).values({ tenantId: 'ch', categoryId: 'herren-schuhe-sneaker', locale: 'fr-CH', name: 'Baskets', slugPath: 'chaussures/homme/baskets' });
    // A product without variants and images.
    await db.insert(products).values({ tenantId: 'de', sku: '1000002', brand: 'Lindqvist', categoryId: 'herren-schuhe-sneaker' });
    await db.insert(productTexts).values({ tenantId: 'de', sku: '1000002', locale: 'de-DE', name: 'Gutschein', description: 'Ein Gutschein.', slug: 'gutschein', details: { Material: 'Papier' } });
    await db.insert(prices).values({ tenantId: 'de', sku: '1000002', currency: 'EUR', amount: 1000, struckAmount: 900, lowest30Amount: 1000 });
  });
  afterAll(() => database?.close());

  it('reads a product in the shop locale with its variants, prices and images', async () => {
    const detail = await getProductDetail(database.db, shopContext('de', 'de-DE'), '1000001');
    expect(detail).toMatchObject({
      name: 'Sneaker Runner',
      price: { amount: 4999, currency: 'EUR' },
      struckPrice: { amount: 6999, currency: 'EUR' },
      lowest30Price: { amount: 5999, currency: 'EUR' },
      rating: { average: 4.5, count: 2 },
      images: [{ path: '/media/sneaker/weiss/1.webp', colour: 'weiss' }],
    });
    expect(detail!.variants).toEqual([
      { variantSku: '1000001-1', size: '42', colour: 'weiss', ean: '4000000000017', stock: 3, available: true, delivery: { minDays: 2, maxDays: 4 } },
      { variantSku: '1000001-2', size: '43', colour: 'weiss', ean: '4000000000024', stock: 0, available: false, delivery: null },
    ]);
    expect(detail!.images).toEqual([{ path: '/media/sneaker/weiss/1.webp', width: 800, height: 800, colour: 'weiss' }]);
    // No category text in this locale: no breadcrumb category.
    expect(detail!.category).toBeNull();
    expect(detail!.slugs).toEqual({ 'de-DE': 'sneaker-runner' });
  });

  it('reads a product without variants or images, with its details, and a struck price that is not higher as none', async () => {
    const detail = await getProductDetail(database.db, shopContext('de', 'de-DE'), '1000002');
    expect(detail).toMatchObject({ variants: [], images: [], details: { Material: 'Papier' }, struckPrice: null, lowest30Price: null });
  });

  it('reads everything in one statement (issue 22: the product page renders it on every first request)', async () => {
    statements = [];
    await getProductDetail(database.db, shopContext('ch', 'fr-CH'), '1000001');
    await getProductDetail(database.db, shopContext('de', 'de-DE'), '9999999');
    expect(statements).toHaveLength(2);
    statements = null;
  });

  it('prices in CHF and names in French on the Swiss French shop, without a struck price when not reduced', async () => {
    const detail = await getProductDetail(database.db, shopContext('ch', 'fr-CH'), '1000001');
    expect(detail).toMatchObject({ name: 'Baskets Runner', slug: 'baskets-runner', price: { amount: 5990, currency: 'CHF' }, struckPrice: null, lowest30Price: null });
    expect(detail!.category).toEqual({ name: 'Baskets', slugPath: 'chaussures/homme/baskets' });
    expect(detail!.slugs).toEqual({ 'de-CH': 'sneaker-runner', 'fr-CH': 'baskets-runner' });
  });

  it('finds nothing for an unknown sku, another tenant or a locale without texts', async () => {
    expect(await getProductDetail(database.db, shopContext('de', 'de-DE'), '9999999')).toBeNull();
    expect(await getProductDetail(database.db, shopContext('nl', 'nl-NL'), '1000001')).toBeNull();
    expect(await getProductDetail(database.db, shopContext('at', 'de-AT'), '1000001')).toBeNull();
  });
});
