// The rating of a product: average, count and how many reviews gave each number of stars (published only).
import { and, eq, sql } from 'drizzle-orm';
import { products, reviews } from '@/commerce/catalog/catalog.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

export interface RatingSummary {
  /** Mean of the published ratings, two decimals; 0 when there are none. */
  average: number;
  count: number;
  /** Five entries, 5 stars first. */
  histogram: { stars: number; count: number }[];
}

type Executor = Pick<Db, 'select' | 'update'>;

export async function getRatingSummary(db: Executor, shop: ShopContext, sku: string): Promise<RatingSummary> {
  const rows = await db
    .select({ stars: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.tenantId, shop.tenant.key), eq(reviews.sku, sku), eq(reviews.status, 'published')))
    .groupBy(reviews.rating);
  return summaryOf(rows);
}

export function summaryOf(rows: { stars: number; count: number }[]): RatingSummary {
  const histogram = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: rows.find((r) => r.stars === stars)?.count ?? 0,
  }));
  const count = histogram.reduce((sum, h) => sum + h.count, 0);
  const total = histogram.reduce((sum, h) => sum + h.stars * h.count, 0);
  return { average: count === 0 ? 0 : Math.round((total / count) * 100) / 100, count, histogram };
}

/**
 * Writes a product's rating_average and rating_count (read by listings and search) from its published reviews.
 * Runs inside the transaction that changed the reviews, so the two never disagree.
 */
export async function recomputeProductRating(
  tx: Executor,
  tenantId: string,
  sku: string,
): Promise<RatingSummary> {
  const rows = await tx
    .select({ stars: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.tenantId, tenantId), eq(reviews.sku, sku), eq(reviews.status, 'published')))
    .groupBy(reviews.rating);
  const summary = summaryOf(rows);
  await tx
    .update(products)
    .set({ ratingAverage: summary.average, ratingCount: summary.count })
    .where(and(eq(products.tenantId, tenantId), eq(products.sku, sku)));
  return summary;
}
