// The demo-data seeder for the assortment: every shop gets the default catalog when `npm start` finds an empty
// database; `npm run seed` uses seedCatalog directly with other sizes.
import { getTableName, sql } from 'drizzle-orm';
import * as catalog from '@/commerce/catalog/catalog.schema';
import { tenantKeys, type TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import type { Seeder } from '@/platform/db/seed-runner';
import { catalogIndexes, DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from './catalog-rows';
import { seedTenantCatalog, type SeedCounts } from './seed-catalog';

export interface SeedCatalogOptions {
  products?: number;
  tenants?: readonly TenantKey[];
  seed?: string;
  /** Defaults to the start of the current day (UTC), so a day's runs agree with each other. */
  now?: Date;
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export async function seedCatalog(
  db: Db,
  options: SeedCatalogOptions = {},
  report: (line: string) => void = () => {},
): Promise<Record<string, SeedCounts>> {
  const products = options.products ?? DEFAULT_PRODUCT_COUNT;
  const catalog = {
    seed: options.seed ?? DEFAULT_SEED,
    products,
    now: options.now ?? startOfUtcDay(new Date()),
  };
  const result: Record<string, SeedCounts> = {};
  for (const tenant of options.tenants ?? tenantKeys) {
    const started = performance.now();
    result[tenant] = await seedTenantCatalog(db, tenant, catalog, report);
    const { variants, reviews } = result[tenant];
    report(
      `catalog ${tenant}: ${catalogIndexes(products).length} products, ${variants} variants, ${reviews} reviews in ${Math.round(performance.now() - started)} ms`,
    );
  }
  // Planner statistics for the tables just filled. PGlite has no autovacuum, so without this they never get any and
  // the planner guesses: the product page's price lookup went through the price-amount index and filtered all 2,000
  // prices of the shop (issue 22). On PostgreSQL autovacuum would get there eventually; this is at once.
  await db.execute(sql.raw(`analyze ${catalogTables.map((table) => `"${getTableName(table)}"`).join(', ')}`));
  return result;
}

const catalogTables = [
  catalog.categories,
  catalog.categoryTexts,
  catalog.products,
  catalog.productTexts,
  catalog.variants,
  catalog.prices,
  catalog.priceHistory,
  catalog.media,
  catalog.reviews,
];

export function catalogSeeder(options: SeedCatalogOptions = {}): Seeder {
  return {
    name: 'catalog',
    // 2: the supplement (women's knitwear and skirts) joined the catalog. 3: German "aus" with the dative, the kids'
    // winter and softshell jackets without the rain jacket's seams (issue 21).
    version: 3,
    run: async (db, report) => ({ ...(await seedCatalog(db, options, report)) }),
  };
}
