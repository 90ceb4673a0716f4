import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryTexts } from '@/commerce/catalog/catalog.schema';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addCategories, addProduct } from '@/commerce/catalog/catalog-factories';
import { loadMoreProducts } from './load-more-action';

// The proxy writes the shop into the request headers; the action must take it from there and nowhere else.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));
const asShop = (tenant: string, locale: string) => {
  requestHeaders.current = new Headers({ 'x-shop-tenant': tenant, 'x-shop-locale': locale, 'x-request-id': 'test' });
};

describe('loadMoreProducts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    const { db } = database;
    for (const [tenantId, locale] of [['de', 'de-DE'], ['nl', 'nl-NL']] as const) {
      await addCategories(db, tenantId, [{ id: 'schuhe', parentId: null, idPath: 'schuhe' }]);
      await db.insert(categoryTexts).values({ tenantId, categoryId: 'schuhe', locale, name: 'Schuhe', slugPath: 'schuhe' });
    }
    // 30 shoes in Germany (prices 10.00 … 39.00), 3 in the Netherlands.
    for (let i = 0; i < 30; i++) {
      await addProduct(db, { sku: String(2_000_000 + i), name: `Sneaker ${i}`, categoryId: 'schuhe', price: 1_000 + i * 100, brand: i % 2 ? 'Laufwerk' : 'Trittfest' });
    }
    for (let i = 0; i < 3; i++) await addProduct(db, { tenantId: 'nl', sku: String(3_000_000 + i), name: `Sneaker NL ${i}`, categoryId: 'schuhe' });
  });
  afterAll(() => closeDatabase());
  beforeEach(() => asShop('de', 'de-DE'));

  it('returns the next page of a category with product URLs, in the order and with the filters of the listing', async () => {
    const result = await loadMoreProducts({ categoryId: 'schuhe', query: 'brand=Laufwerk&sort=price-desc', page: 2 });
    expect(result).toMatchObject({ ok: true, page: 2, total: 15 });
    if (!result.ok) throw new Error('not ok');
    // 15 products of one brand, 24 per page: page 2 is empty; page 1 would hold them all.
    expect(result.hits).toEqual([]);

    const all = await loadMoreProducts({ categoryId: 'schuhe', query: 'sort=price-asc', page: 2 });
    if (!all.ok) throw new Error('not ok');
    expect(all.total).toBe(30);
    expect(all.hits.map((h) => h.price.amount)).toEqual([3_400, 3_500, 3_600, 3_700, 3_800, 3_900]);
    expect(all.hits[0]).toMatchObject({ sku: '2000024', href: '/p/sneaker-24-2000024' });
  });

  it('searches a term for the search page', async () => {
    const result = await loadMoreProducts({ categoryId: null, query: 'q=sneaker', page: 2 });
    expect(result).toMatchObject({ ok: true, total: 30 });
  });

  it("lists the tenant of the request's headers, not one the client names", async () => {
    asShop('nl', 'nl-NL');
    const result = await loadMoreProducts({ categoryId: 'schuhe', query: '', page: 2 });
    expect(result).toMatchObject({ ok: true, total: 3, hits: [] });
  });

  it('refuses malformed input, a missing shop and a listing without category or term', async () => {
    const bad: unknown[] = [
      { categoryId: 'schuhe', query: '', page: 1 },
      { categoryId: 'schuhe', query: '', page: '2' },
      { categoryId: 'schuhe', query: '', page: 2.5 },
      { categoryId: "schuhe' or 1=1", query: '', page: 2 },
      { categoryId: 'schuhe', query: 'x'.repeat(2001), page: 2 },
      { categoryId: 'schuhe', query: '', page: 2, tenant: 'nl' },
      { categoryId: null, query: '', page: 2 },
      null,
    ];
    for (const input of bad) expect(await loadMoreProducts(input as never), JSON.stringify(input)).toEqual({ ok: false });
    requestHeaders.current = new Headers({ 'x-shop-tenant': 'xx', 'x-shop-locale': 'de-DE' });
    expect(await loadMoreProducts({ categoryId: 'schuhe', query: '', page: 2 })).toEqual({ ok: false });
  });
});
