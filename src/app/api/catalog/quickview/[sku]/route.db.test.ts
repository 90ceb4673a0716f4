import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, prices, products, productTexts, variants } from '@/commerce/catalog/catalog.schema';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { GET } from './route';

const call = (host: string, sku: string, lang?: string) =>
  GET(new Request(`http://${host}/api/catalog/quickview/${encodeURIComponent(sku)}${lang ? `?lang=${lang}` : ''}`, { headers: { host } }), {
    params: Promise.resolve({ sku }),
  });

describe('GET /api/catalog/quickview/[sku]', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    const { db } = database;
    await db.insert(products).values({ tenantId: 'ch', sku: '1000001', brand: 'Laufwerk', categoryId: 'schuhe', ratingAverage: 4, ratingCount: 3 });
    await db.insert(productTexts).values([
      { tenantId: 'ch', sku: '1000001', locale: 'de-CH', name: 'Sneaker Runner', description: 'Leicht.', slug: 'sneaker-runner' },
      { tenantId: 'ch', sku: '1000001', locale: 'fr-CH', name: 'Baskets Runner', description: 'Légères.', slug: 'baskets-runner' },
    ]);
    await db.insert(variants).values([
      { tenantId: 'ch', variantSku: '1000001-1', sku: '1000001', size: '42', colour: 'weiss', ean: '4000000000017', stock: 7, deliveryDaysMin: 2, deliveryDaysMax: 4 },
      { tenantId: 'ch', variantSku: '1000001-2', sku: '1000001', size: '43', colour: 'weiss', ean: '4000000000024', stock: 0, position: 1 },
    ]);
    await db.insert(prices).values({ tenantId: 'ch', sku: '1000001', currency: 'CHF', amount: 5990, struckAmount: 7990, lowest30Amount: 6490 });
    await db.insert(media).values({ tenantId: 'ch', sku: '1000001', colour: 'weiss', position: 0, path: '/media/a.webp', width: 800, height: 800 });
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it('answers with the mini product detail in the language asked for, cacheable', async () => {
    const response = await call('ch.localhost:3000', '1000001', 'fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({
      sku: '1000001',
      name: 'Baskets Runner',
      brand: 'Laufwerk',
      href: '/fr/p/baskets-runner-1000001',
      price: { amount: 5990, currency: 'CHF' },
      struckPrice: { amount: 7990, currency: 'CHF' },
      lowest30Price: { amount: 6490, currency: 'CHF' },
      unitPrice: null,
      rating: { average: 4, count: 3 },
      image: { path: '/media/a.webp', width: 800, height: 800 },
      variants: [
        { variantSku: '1000001-1', size: '42', colour: 'weiss', available: true, delivery: { minDays: 2, maxDays: 4 } },
        { variantSku: '1000001-2', size: '43', colour: 'weiss', available: false, delivery: null },
      ],
    });
  });

  it('tells stock counts and EANs to nobody', async () => {
    const body = await (await call('ch.localhost:3000', '1000001')).text();
    expect(body).not.toMatch(/stock|ean|4000000000017/i);
    expect(JSON.parse(body)).toMatchObject({ name: 'Sneaker Runner', href: '/p/sneaker-runner-1000001' });
  });

  it("is a 404 for another tenant's product, an unknown sku and anything that is no sku", async () => {
    for (const [host, sku] of [
      ['localhost:3000', '1000001'],
      ['nl.localhost:3000', '1000001'],
      ['ch.localhost:3000', '9999999'],
      ['ch.localhost:3000', '../../etc'],
      ['ch.localhost:3000', "1' or '1'='1"],
      ['ch.localhost:3000', '10000011'],
    ]) {
      const response = await call(host!, sku!);
      expect(response.status, `${host} ${sku}`).toBe(404);
      expect(await response.json()).toEqual({ error: 'not found' });
    }
  });
});
