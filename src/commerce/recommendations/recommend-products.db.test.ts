import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { queryRows } from '@/platform/db/client';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addCategories, addProduct } from '@/commerce/catalog/catalog-factories';
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
      // Orders as the order context stores them; only the columns the co-purchase contract reads matter.
      const order = async (tenant: string, key: string, skus: string[], status = 'placed') => {
        const [row] = await queryRows<{ id: string }>(
          database.db,
          sql`insert into orders (tenant_id, order_number, customer_id, locale, currency, status, subtotal_amount,
                discount_amount, goods_amount, shipping_amount, extras_amount, total_amount, vat_amount, vat_rate_bp,
                charges, delivery, payment, email, expected_delivery_from, expected_delivery_to, idempotency_key,
                placed_at, updated_at)
              values (${tenant}, ${key}, gen_random_uuid(), 'de-DE', 'EUR', ${status}, 0, 0, 0, 0, 0, 0, 0, 1900,
                '[]', '{}', '{}', 'kunde@example.de', '2026-11-25', '2026-11-27', ${key}, now(), now())
              returning id`,
        );
        for (const [index, sku] of skus.entries())
          await database.db.execute(
            sql`insert into order_lines (tenant_id, order_id, line_no, sku, variant_sku, name, variant_label, quantity,
                  unit_amount, gross_amount, discount_amount, net_amount)
                values (${tenant}, ${row!.id}, ${index + 1}, ${sku}, ${sku + '01'}, 'Artikel', '', 1, 0, 0, 0, 0)`,
          );
      };
      await order('de', 'o1', ['7000001', '7300001']);
      await order('de', 'o2', ['7000001', '7300001', '7100001']);
      await order('de', 'o3', ['7000001', '7100001']);
      await order('de', 'o4', ['7000001', '7200001']);
      await order('de', 'o5', ['7000001', '7000005']);
      await order('de', 'o6', ['7000001', '7000005']);
      // A cancelled order is no purchase: without it, 7200001 has one shared order only.
      await order('de', 'o7', ['7000001', '7200001'], 'cancelled');
      await order('ch', 'c1', ['7000001', '7200001']);
      await order('ch', 'c2', ['7000001', '7200001']);
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
