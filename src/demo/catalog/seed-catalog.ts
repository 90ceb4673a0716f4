// Writes the demo catalog of one shop through the catalog's own writer (replaceCatalog): the generated category
// tree, then product by product, with a progress line every 10,000 products.
import { invalidateSearchIndex } from '@/commerce/search/invalidate-search-index';
import { replaceCatalog, type CatalogCounts, type ProductRows } from '@/commerce/catalog/replace-catalog';
import { tenants, type Tenant, type TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { catalogIndexes, categoryRows, productRows, type CatalogOptions } from './catalog-rows';

const PROGRESS_EVERY = 10_000;

export type SeedCounts = CatalogCounts;

function* generatedProducts(
  tenant: Tenant,
  options: CatalogOptions,
  report: (line: string) => void,
): Generator<ProductRows> {
  const indexes = catalogIndexes(options.products);
  for (const [i, index] of indexes.entries()) {
    yield productRows(tenant, index, options);
    if ((i + 1) % PROGRESS_EVERY === 0) report(`${tenant.key}: ${i + 1} of ${indexes.length} products`);
  }
}

/** Replaces the catalog of one shop with `options.products` generated products and their supplement (catalogIndexes). */
export async function seedTenantCatalog(
  db: Db,
  tenantKey: TenantKey,
  options: CatalogOptions,
  report: (line: string) => void = () => {},
): Promise<SeedCounts> {
  const tenant = tenants[tenantKey];
  const counts = await replaceCatalog(db, tenantKey, categoryRows(tenant), generatedProducts(tenant, options, report));
  // After the commit, so no app instance rebuilds its search index from the half-written catalog.
  await invalidateSearchIndex(db, tenantKey);
  return counts;
}
