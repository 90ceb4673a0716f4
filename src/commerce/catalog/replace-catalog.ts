// Replaces a shop's assortment: removes its catalog rows and inserts the new ones in batches, in one transaction, so
// a shop never shows half a catalog. The catalog context owns these tables; whoever brings a catalog (the demo seed,
// one day an import) hands it rows and this writes them.
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
import type { TenantKey } from '@/commerce/tenant/tenants';
import { bulkInsert } from '@/platform/db/bulk-insert';
import type { Db } from '@/platform/db/client';

/** Rows per insert statement: big enough to amortise the round trip, small enough to keep the JSON parameter ~1 MB. */
const BATCH_ROWS = 1000;

export interface CategoryRows {
  categories: (typeof categories.$inferInsert)[];
  categoryTexts: (typeof categoryTexts.$inferInsert)[];
}

/** One product with everything that belongs to it. */
export interface ProductRows {
  product: typeof products.$inferInsert;
  texts: (typeof productTexts.$inferInsert)[];
  variants: (typeof variants.$inferInsert)[];
  price: typeof prices.$inferInsert;
  priceHistory: (typeof priceHistory.$inferInsert)[];
  media: (typeof media.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
}

export interface CatalogCounts {
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

/**
 * Replaces the catalog of one shop with the category tree and the products given. Products are consumed one by one
 * (an iterable, so a million generated products never sit in memory at once). The caller then invalidates the
 * search index (search reads the catalog, so the catalog does not call search).
 */
export async function replaceCatalog(
  db: Db,
  tenantKey: TenantKey,
  tree: CategoryRows,
  productRows: Iterable<ProductRows>,
): Promise<CatalogCounts> {
  const counts: CatalogCounts = { products: 0, variants: 0, reviews: 0, media: 0 };
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const [table, tenantId] of tenantTables) await txDb.delete(table).where(eq(tenantId, tenantKey));
    await bulkInsert(txDb, categories, tree.categories);
    await bulkInsert(txDb, categoryTexts, tree.categoryTexts);

    const buffers = emptyBuffers();
    for (const rows of productRows) {
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
    }
    await flush(txDb, buffers, true);
  });
  return counts;
}
