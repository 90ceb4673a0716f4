import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices, products, productTexts, variants } from '@/commerce/catalog/catalog.schema';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { contextHeaders } from '@/platform/http/request-context';
import { gateway } from '../yoga';

const query = `query P($sku: String!) { product(sku: $sku) { sku name url price { amount currency formatted } struckPrice { amount }
  available variants { variantSku size availability { available delivery { minDays maxDays } } } } }`;

async function product(sku: string, tenant: string, locale: string) {
  const response = await gateway.fetch(`http://localhost/api/gateway?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ sku }))}`, {
    headers: { [contextHeaders.tenant]: tenant, [contextHeaders.locale]: locale },
  });
  return (await response.json()) as { data?: { product: Record<string, unknown> | null }; errors?: unknown };
}

describe('gateway product', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    await database.db.insert(products).values({ tenantId: 'nl', sku: '3000001', brand: 'Noorder', categoryId: 'wonen-lampen' });
    await database.db.insert(productTexts).values({ tenantId: 'nl', sku: '3000001', locale: 'nl-NL', name: 'Vloerlamp Stijn', description: 'x', slug: 'vloerlamp-stijn' });
    await database.db.insert(prices).values({ tenantId: 'nl', sku: '3000001', currency: 'EUR', amount: 8995, struckAmount: 11995, lowest30Amount: 9995 });
    await database.db.insert(variants).values({ tenantId: 'nl', variantSku: '3000001-1', sku: '3000001', ean: '4000000000033', stock: 0 });
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it('reads a product by sku with the server’s prices in the request locale', async () => {
    const { data } = await product('3000001', 'nl', 'nl-NL');
    expect(data?.product).toMatchObject({
      sku: '3000001',
      name: 'Vloerlamp Stijn',
      url: '/p/vloerlamp-stijn-3000001',
      price: { amount: 8995, currency: 'EUR' },
      struckPrice: { amount: 11995 },
      available: false,
      variants: [{ variantSku: '3000001-1', size: null, availability: { available: false, delivery: null } }],
    });
    expect(String((data?.product as { price: { formatted: string } }).price.formatted)).toMatch(/89,95/);
  });

  it('answers null for another tenant’s product and for a malformed sku', async () => {
    expect((await product('3000001', 'de', 'de-DE')).data?.product).toBeNull();
    expect((await product("1' OR '1'='1", 'nl', 'nl-NL')).data?.product).toBeNull();
  });
});
