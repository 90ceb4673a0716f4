// The catalog seeder against a real database (PGlite, or PostgreSQL with DATABASE_URL): bulk inserts round-trip,
// a re-seed replaces one shop's catalog without touching the others, and the seed run is recorded.
import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryTexts,
  media,
  prices,
  productTexts,
  products,
  reviews,
  variants,
} from '@/commerce/catalog/catalog.schema';
import { findCategoryByPath } from '@/commerce/catalog/find-category-by-path';
import { shopContext } from '@/commerce/tenant/shop-context';
import { seedRuns } from '@/platform/db/platform.schema';
import { runSeeders } from '@/platform/db/seed-runner';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { productRows } from './catalog-rows';
import { catalogSeeder } from './catalog-seeder';
import { seedTenantCatalog } from './seed-catalog';
import { tenants } from '@/commerce/tenant/tenants';

const now = new Date('2026-06-15T00:00:00Z');
const PRODUCTS = 30;
/** The generated products and their supplement (catalogIndexes: one in 40, rounded up). */
const SEEDED = PRODUCTS + 1;

describe('catalog seeder', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await runSeeders(database.db, [catalogSeeder({ products: PRODUCTS, now, seed: 'db-test' })]);
  });
  afterAll(() => database.close());

  const productCount = async (tenantId: string) =>
    (await database.db.select({ n: count() }).from(products).where(eq(products.tenantId, tenantId)))[0]!.n;

  it('seeds every shop and records the run', async () => {
    for (const tenant of ['de', 'at', 'ch', 'nl']) expect(await productCount(tenant)).toBe(SEEDED);
    const [run] = await database.db.select().from(seedRuns).where(eq(seedRuns.name, 'catalog'));
    expect(run?.version).toBe(3);
    const texts = await database.db
      .select({ n: count() })
      .from(productTexts)
      .where(eq(productTexts.tenantId, 'ch'));
    expect(texts[0]!.n).toBe(SEEDED * 2);
  });

  it('stores exactly the generated rows: attributes, dates, prices, texts', async () => {
    const expected = productRows(tenants.ch, 3, { seed: 'db-test', products: PRODUCTS, now });
    const [product] = await database.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, 'ch'), eq(products.sku, expected.product.sku)));
    expect(product!.attributes).toEqual(expected.product.attributes);
    expect(product!.createdAt.toISOString()).toBe(expected.product.createdAt!.toISOString());
    expect(product!.ratingCount).toBe(expected.product.ratingCount);
    const [price] = await database.db
      .select()
      .from(prices)
      .where(and(eq(prices.tenantId, 'ch'), eq(prices.sku, expected.product.sku)));
    expect(price).toMatchObject({
      currency: 'CHF',
      amount: expected.price.amount,
      lowest30Amount: expected.price.lowest30Amount,
    });
    const texts = await database.db
      .select()
      .from(productTexts)
      .where(and(eq(productTexts.tenantId, 'ch'), eq(productTexts.sku, expected.product.sku)));
    expect(texts.find((t) => t.locale === 'fr-CH')?.details).toEqual(
      expected.texts.find((t) => t.locale === 'fr-CH')?.details,
    );
  });

  it('keeps the rules of reduced prices and ratings in the stored data', async () => {
    const badReductions = await database.db
      .select({ n: count() })
      .from(prices)
      .where(
        and(
          isNotNull(prices.struckAmount),
          sql`(${prices.struckAmount} <= ${prices.amount} or ${prices.lowest30Amount} > ${prices.struckAmount})`,
        ),
      );
    expect(badReductions[0]!.n).toBe(0);
    const mismatched = await database.db.execute(sql`
      select p.tenant_id, p.sku from ${products} p
      left join ${reviews} r on r.tenant_id = p.tenant_id and r.sku = p.sku and r.status = 'published'
      group by p.tenant_id, p.sku, p.rating_count, p.rating_average
      having count(r.id) <> p.rating_count or abs(coalesce(avg(r.rating), 0) - p.rating_average) > 0.006`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(
      (await database.db.select({ n: count() }).from(media).where(gt(media.width, 0)))[0]!.n,
    ).toBeGreaterThanOrEqual(PRODUCTS * 4);
  });

  it('opens the navigation’s category paths through the category reads', async () => {
    const page = await findCategoryByPath(database.db, shopContext('ch', 'fr-CH'), [
      'femme',
      'lingerie',
      'soutiens-gorge',
    ]);
    expect(page?.name).toBe('Soutiens-gorge');
    expect(page?.ancestors.map((a) => a.slugPath)).toEqual(['femme', 'femme/lingerie']);
  });

  it('replaces one shop’s catalog and leaves the others alone', async () => {
    await seedTenantCatalog(database.db, 'nl', { seed: 'db-test', products: 12, now });
    expect(await productCount('nl')).toBe(13);
    expect(await productCount('de')).toBe(SEEDED);
    const nlTexts = await database.db
      .select({ n: count() })
      .from(categoryTexts)
      .where(eq(categoryTexts.tenantId, 'nl'));
    const deTexts = await database.db
      .select({ n: count() })
      .from(categoryTexts)
      .where(eq(categoryTexts.tenantId, 'de'));
    expect(nlTexts[0]!.n).toBe(deTexts[0]!.n);
    const orphans = await database.db.execute(
      sql`select v.sku from ${variants} v left join ${products} p on p.tenant_id = v.tenant_id and p.sku = v.sku where p.sku is null`,
    );
    expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
