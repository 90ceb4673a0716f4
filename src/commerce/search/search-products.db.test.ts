import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { shopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { searchIndexFor } from './engine/search-index-registry';
import { SearchError } from './errors';
import { invalidateSearchIndex } from './invalidate-search-index';
import { searchProducts } from './search-products';
import type { ProductQuery } from './search-types';
import { writeFixtureCatalog } from './search-factories';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await writeFixtureCatalog(database.db, 'de');
  await writeFixtureCatalog(database.db, 'ch', { skuPrefix: '2' });
});
afterAll(() => database.close());

const query = (q: string | undefined, extra: Partial<ProductQuery> = {}): ProductQuery => ({ q, filters: {}, sort: 'relevance', page: 1, pageSize: 24, ...extra });
const de = shopContext('de', 'de-DE');
const skus = async (shop = de, q = 'Sneaker') => (await searchProducts(shop, query(q), { db: database.db })).hits.map((h) => h.sku).sort();

describe('searchProducts on the database', () => {
  it('searches the tenant’s own assortment in the shop’s locale and currency', async () => {
    expect(await skus()).toEqual(['1000001', '1000002', '1000003']);
    const fr = await searchProducts(shopContext('ch', 'fr-CH'), query('baskets'), { db: database.db });
    expect(fr.hits.map((h) => h.sku).sort()).toEqual(['2000001', '2000002', '2000003']);
    expect(fr.hits[0]!.price.currency).toBe('CHF');
    expect(fr.hits.some((h) => h.name.startsWith('Baskets'))).toBe(true);
  });

  it('never shows another tenant’s products', async () => {
    const all = await searchProducts(de, query('Sale Schuhe Sofa Sneaker'), { db: database.db });
    expect(all.hits.every((h) => h.sku.startsWith('1'))).toBe(true);
    expect(await skus(shopContext('ch', 'de-CH'))).toEqual(['2000001', '2000002', '2000003']);
  });

  it('refuses a search without term and category', async () => {
    await expect(searchProducts(de, query('   '), { db: database.db })).rejects.toEqual(new SearchError('SEARCH_TERM_EMPTY'));
  });

  it('shows a catalog change after invalidateSearchIndex: inactive, unpriced and untranslated products disappear', async () => {
    await searchIndexFor(de, database.db);
    await database.db.execute(sql`update products set active = false where tenant_id = 'de' and sku = '1000001'`);
    await database.db.execute(sql`delete from prices where tenant_id = 'de' and sku = '1000002'`);
    await database.db.execute(sql`delete from product_texts where tenant_id = 'de' and sku = '1000003'`);
    // Until invalidated, the index answers from memory.
    expect(await skus()).toEqual(['1000001', '1000002', '1000003']);
    await invalidateSearchIndex(database.db, 'de');
    expect(await skus()).toEqual([]);
    expect((await searchIndexFor(de, database.db)).version).toBe(1);
    // The other tenant's index was not touched.
    expect(await skus(shopContext('ch', 'de-CH'))).toEqual(['2000001', '2000002', '2000003']);
  });
});
