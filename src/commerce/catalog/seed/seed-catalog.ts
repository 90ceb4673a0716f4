// Writes the demo catalog: per shop, removes its assortment and inserts a fresh one in batches, in one
// transaction, so a shop never shows half a catalog.
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  categories,
  categoryTexts,
  media,
  priceHistory,
  prices,
  productTexts,
  products,
  reviewFeedback,
  reviews,
  variants,
} from '@/commerce/catalog/catalog.schema';
import { invalidateSearchIndex } from '@/commerce/search/invalidate-search-index';
import { tenants, type TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { bulkInsert } from './bulk-insert';
import { categoryRows, productRows, type CatalogOptions, type ProductRows } from './catalog-rows';

/** Rows per insert statement: big enough to amortise the round trip, small enough to keep the JSON parameter ~1 MB. */
const BATCH_ROWS = 1000;
const PROGRESS_EVERY = 10_000;

export interface SeedCounts {
  products: number;
  variants: number;
  reviews: number;
  media: number;
}

type Buffers = { [K in keyof ProductRows]: ProductRows[K] extends (infer R)[] ? R[] : ProductRows[K][] };

const targets = {
  product: products,
  texts: productTexts,
  variants,
  price: prices,
  priceHistory,
  media,
  reviews,
} satisfies Record<keyof ProductRows, PgTable>;

/** Every catalog table with its tenant column, in the order a shop's rows are removed. */
const tenantTables = [
  [reviewFeedback, reviewFeedback.tenantId],
  [reviews, reviews.tenantId],
  [media, media.tenantId],
  [priceHistory, priceHistory.tenantId],
  [prices, prices.tenantId],
  [variants, variants.tenantId],
  [productTexts, productTexts.tenantId],
  [products, products.tenantId],
  [categoryTexts, categoryTexts.tenantId],
  [categories, categories.tenantId],
] as const;

function emptyBuffers(): Buffers {
  return { product: [], texts: [], variants: [], price: [], priceHistory: [], media: [], reviews: [] };
}

async function flush(db: Db, buffers: Buffers, always: boolean): Promise<void> {
  for (const key of Object.keys(targets) as (keyof ProductRows)[]) {
    const rows = buffers[key] as unknown[];
    if (rows.length >= BATCH_ROWS || (always && rows.length > 0)) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each buffer holds rows of its own table
      await bulkInsert(db, targets[key] as PgTable, rows as any[]);
      rows.length = 0;
    }
  }
}

/** Replaces the catalog of one shop with `options.products` generated products. */
export async function seedTenantCatalog(
  db: Db,
  tenantKey: TenantKey,
  options: CatalogOptions,
  report: (line: string) => void = () => {},
): Promise<SeedCounts> {
  const tenant = tenants[tenantKey];
  const counts: SeedCounts = { products: 0, variants: 0, reviews: 0, media: 0 };
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const [table, tenantId] of tenantTables) await txDb.delete(table).where(eq(tenantId, tenantKey));
    const tree = categoryRows(tenant);
    await bulkInsert(txDb, categories, tree.categories);
    await bulkInsert(txDb, categoryTexts, tree.categoryTexts);

    const buffers = emptyBuffers();
    for (let index = 0; index < options.products; index++) {
      const rows = productRows(tenant, index, options);
      buffers.product.push(rows.product);
      buffers.texts.push(...rows.texts);
      buffers.variants.push(...rows.variants);
      buffers.price.push(rows.price);
      buffers.priceHistory.push(...rows.priceHistory);
      buffers.media.push(...rows.media);
      buffers.reviews.push(...rows.reviews);
      counts.products++;
      counts.variants += rows.variants.length;
      counts.reviews += rows.reviews.length;
      counts.media += rows.media.length;
      await flush(txDb, buffers, false);
      if ((index + 1) % PROGRESS_EVERY === 0)
        report(`${tenantKey}: ${index + 1} of ${options.products} products`);
    }
    await flush(txDb, buffers, true);
  });
  // After the commit, so no app instance rebuilds its search index from the half-written catalog.
  await invalidateSearchIndex(db, tenantKey);
  return counts;
}
