import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addCategories, addProduct } from '../../../tests/support/catalog-fixture';
import { orderLineCoPurchases } from './co-purchase-source';
import { recommendProducts } from './recommend-products';

const de = shopContext('de', 'de-DE');
const skusOf = (r: { hits: { sku: string }[] }) => r.hits.map((h) => h.sku);

describe('recommendProducts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await addCategories(db, 'de', [
      { id: 'technik-tv-audio', parentId: null, idPath: 'technik-tv-audio' },
      {
        id: 'technik-tv-audio-fernseher',
        parentId: 'technik-tv-audio',
        idPath: 'technik-tv-audio/technik-tv-audio-fernseher',
      },
      {
        id: 'technik-tv-audio-soundbars',
        parentId: 'technik-tv-audio',
        idPath: 'technik-tv-audio/technik-tv-audio-soundbars',
      },
      {
        id: 'technik-tv-audio-kopfhoerer',
        parentId: 'technik-tv-audio',
        idPath: 'technik-tv-audio/technik-tv-audio-kopfhoerer',
      },
    ]);
    const tv = { categoryId: 'technik-tv-audio-fernseher' };
    await addProduct(db, {
      sku: '7000001',
      ...tv,
      brand: 'Kronberg',
      price: 79_900,
      attributes: { diagonal_inch: 55, panel: 'OLED' },
      name: 'Kronberg OLED 55',
    });
    await addProduct(db, {
      sku: '7000002',
      ...tv,
      brand: 'Kronberg',
      price: 89_900,
      attributes: { diagonal_inch: 55, panel: 'OLED' },
    });
    await addProduct(db, {
      sku: '7000003',
      ...tv,
      brand: 'Velto',
      price: 74_900,
      attributes: { diagonal_inch: 55, panel: 'LED' },
    });
    await addProduct(db, {
      sku: '7000004',
      ...tv,
      brand: 'Velto',
      price: 249_900,
      attributes: { diagonal_inch: 77, panel: 'OLED' },
    });
    await addProduct(db, { sku: '7000005', ...tv, brand: 'Kronberg', price: 79_900, stock: 0 });
    await addProduct(db, { sku: '7000006', ...tv, brand: 'Kronberg', price: 79_900, active: false });
    await addProduct(db, {
      sku: '7100001',
      categoryId: 'technik-tv-audio-soundbars',
      brand: 'Velto',
      price: 29_900,
    });
    await addProduct(db, {
      sku: '7100002',
      categoryId: 'technik-tv-audio-soundbars',
      brand: 'Kronberg',
      price: 39_900,
      ratingCount: 3,
    });
    await addProduct(db, {
      sku: '7200001',
      categoryId: 'technik-tv-audio-kopfhoerer',
      brand: 'Velto',
      price: 9_900,
    });
    await addProduct(db, {
      sku: '7300001',
      categoryId: 'wohnen-deko-lampen',
      brand: 'Kronberg',
      price: 4_900,
    });
    // Another shop's TV with the same category: never recommended in the German shop.
    await addProduct(db, { tenantId: 'ch', sku: '7000009', ...tv, brand: 'Kronberg', price: 79_900 });
  });
  afterAll(() => database?.close());

  it('recommends similar TVs for the detail view: same brand and panel first, far prices last, no sold-out or inactive ones', async () => {
    const result = await recommendProducts(database.db, de, 'detail-view', '7000001');
    expect(skusOf(result).slice(0, 3)).toEqual(['7000002', '7000003', '7000004']);
    expect(skusOf(result)).not.toContain('7000001');
    expect(skusOf(result)).not.toContain('7000005');
    expect(skusOf(result)).not.toContain('7000006');
    expect(skusOf(result)).not.toContain('7000009');
  });

  it('fills the detail view from sibling categories when the category has too few', async () => {
    const result = await recommendProducts(database.db, de, 'detail-view', '7000001');
    expect(skusOf(result)).toEqual(['7000002', '7000003', '7000004', '7100002', '7100001', '7200001']);
  });

  it('gives the same answer every time', async () => {
    const first = await recommendProducts(database.db, de, 'add-to-basket', '7000001');
    const second = await recommendProducts(database.db, de, 'add-to-basket', '7000001');
    expect(skusOf(second)).toEqual(skusOf(first));
  });

  it('recommends a soundbar with a TV before there are orders, the same brand first', async () => {
    const result = await recommendProducts(database.db, de, 'add-to-basket', '7000001');
    expect(skusOf(result)[0]).toBe('7100002');
    expect(skusOf(result)).toContain('7100001');
    expect(skusOf(result)).toContain('7200001');
    expect(skusOf(result)).not.toContain('7000001');
  });

  it('answers product hits with name, price, image and availability in the shop language', async () => {
    const [hit] = (await recommendProducts(database.db, de, 'add-to-basket', '7000001')).hits;
    expect(hit).toMatchObject({
      sku: '7100002',
      brand: 'Kronberg',
      price: { amount: 39_900, currency: 'EUR' },
      struckPrice: null,
      image: { path: '/media/test/7100002.webp', width: 600, height: 800 },
      colours: ['schwarz'],
      available: true,
    });
  });

  it('refuses a product the shop does not sell', async () => {
    await expect(recommendProducts(database.db, de, 'detail-view', '7000009')).rejects.toMatchObject({
      code: 'RECOMMENDATION_PRODUCT_NOT_FOUND',
    });
    await expect(recommendProducts(database.db, de, 'detail-view', '9999999')).rejects.toMatchObject({
      code: 'RECOMMENDATION_PRODUCT_NOT_FOUND',
    });
  });

  describe('once orders exist', () => {
    beforeAll(async () => {
      // The order context's table, as the co-purchase contract reads it.
      await database.db.execute(
        sql`create table order_lines (tenant_id text not null, order_id text not null, sku text not null)`,
      );
      const lines = [
        ['o1', '7000001'],
        ['o1', '7300001'],
        ['o2', '7000001'],
        ['o2', '7300001'],
        ['o2', '7100001'],
        ['o3', '7000001'],
        ['o3', '7100001'],
        ['o4', '7000001'],
        ['o4', '7200001'],
        ['o5', '7000001'],
        ['o5', '7000005'],
        ['o6', '7000001'],
        ['o6', '7000005'],
      ];
      for (const [order, sku] of lines)
        await database.db.execute(sql`insert into order_lines values ('de', ${order}, ${sku})`);
      await database.db.execute(
        sql`insert into order_lines values ('ch', 'c1', '7000001'), ('ch', 'c1', '7200001'), ('ch', 'c2', '7000001'), ('ch', 'c2', '7200001')`,
      );
    });

    it('counts products bought in at least two of the same orders, per shop', async () => {
      expect(await orderLineCoPurchases.coPurchases(database.db, 'de', '7000001', 10)).toEqual([
        { sku: '7000005', orders: 2 },
        { sku: '7100001', orders: 2 },
        { sku: '7300001', orders: 2 },
      ]);
    });

    it('puts what was bought together first, leaves out what is sold out, and fills up with complements', async () => {
      const result = await recommendProducts(database.db, de, 'add-to-basket', '7000001');
      expect(skusOf(result).slice(0, 2)).toEqual(['7100001', '7300001']);
      expect(skusOf(result)).not.toContain('7000005');
      expect(skusOf(result)).toContain('7100002');
    });
  });
});
