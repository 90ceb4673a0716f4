// One page of a product's published reviews, optionally only those with a given number of stars, in one of the
// offered orders. Reviews of every language of the shop are listed; each carries its locale for the lang attribute.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { products, reviews } from '@/commerce/catalog/catalog.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { getRatingSummary, type RatingSummary } from './rating-summary';
import { MAX_REVIEW_PAGE, REVIEW_PAGE_SIZE, type ReviewSort } from './review-rules';

export interface ReviewView {
  id: number;
  rating: number;
  title: string;
  text: string;
  authorName: string;
  verified: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  /** ISO 8601. */
  createdAt: string;
  locale: string;
}

export interface ReviewListQuery {
  sku: string;
  /** Only reviews with exactly this many stars; null for all. */
  stars: number | null;
  sort: ReviewSort;
  /** 1-based. */
  page: number;
}

export interface ReviewPage extends ReviewListQuery {
  pageSize: number;
  /** Reviews matching the star filter. */
  total: number;
  hasMore: boolean;
  reviews: ReviewView[];
  /** Over all stars, whatever the filter. */
  summary: RatingSummary;
}

const orders: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [
    desc(reviews.helpfulCount),
    asc(reviews.notHelpfulCount),
    desc(reviews.createdAt),
    desc(reviews.id),
  ],
  'rating-desc': [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  'rating-asc': [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** Null when the shop has no active product with this sku. */
export async function listReviews(
  db: Db,
  shop: ShopContext,
  query: ReviewListQuery,
): Promise<ReviewPage | null> {
  const tenantId = shop.tenant.key;
  const [product] = await db
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.sku, query.sku), eq(products.active, true)));
  if (!product) return null;

  const page = Math.min(Math.max(1, Math.trunc(query.page)), MAX_REVIEW_PAGE);
  const where = and(
    eq(reviews.tenantId, tenantId),
    eq(reviews.sku, query.sku),
    eq(reviews.status, 'published'),
    query.stars === null ? undefined : eq(reviews.rating, query.stars),
  );
  const [rows, [{ total } = { total: 0 }], summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...orders[query.sort])
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(where),
    getRatingSummary(db, shop, query.sku),
  ]);
  return {
    ...query,
    page,
    pageSize: REVIEW_PAGE_SIZE,
    total,
    hasMore: page * REVIEW_PAGE_SIZE < total,
    summary,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      text: r.body,
      authorName: r.authorName,
      verified: r.verified,
      helpfulCount: r.helpfulCount,
      notHelpfulCount: r.notHelpfulCount,
      createdAt: r.createdAt.toISOString(),
      locale: r.locale,
    })),
  };
}
