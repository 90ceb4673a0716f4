// A shopper writes a review: checked against the shared rules, stored 'published' (or 'pending' when it looks like
// spam), and the product's rating recomputed in the same transaction. The text is stored as typed: markup stays
// text, and every renderer escapes it.
import { and, eq } from 'drizzle-orm';
import { products, productTexts, reviews } from '@/commerce/catalog/catalog.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { ReviewError } from './errors';
import { recomputeProductRating, type RatingSummary } from './rating-summary';
import { reviewInputSchema, type ReviewInput } from './review-rules';
import { spamReason, type SpamReason } from './spam-check';

/** Who writes: a browser known by its visitor id (no login needed to review). */
export interface ReviewActor {
  visitorId: string;
}

export interface WrittenReview {
  id: number;
  status: 'published' | 'pending';
  /** Why it waits for moderation; for the log, never shown to the author. */
  spam: SpamReason | null;
  summary: RatingSummary;
}

/** The product a review can be written for, in the shop's language; null when there is none. */
export async function findReviewableProduct(
  db: Db,
  shop: ShopContext,
  sku: string,
): Promise<{ sku: string; name: string } | null> {
  const [row] = await db
    .select({ sku: products.sku, name: productTexts.name })
    .from(products)
    .innerJoin(
      productTexts,
      and(
        eq(productTexts.tenantId, products.tenantId),
        eq(productTexts.sku, products.sku),
        eq(productTexts.locale, shop.locale),
      ),
    )
    .where(and(eq(products.tenantId, shop.tenant.key), eq(products.sku, sku), eq(products.active, true)));
  return row ?? null;
}

export async function writeReview(
  db: Db,
  shop: ShopContext,
  _actor: ReviewActor,
  sku: string,
  input: ReviewInput,
): Promise<WrittenReview> {
  // The edge validated already; this keeps the rules true for every other caller too.
  const parsed = reviewInputSchema.safeParse(input);
  if (!parsed.success) throw new ReviewError('REVIEW_INVALID');
  const review = parsed.data;
  if (!(await findReviewableProduct(db, shop, sku))) throw new ReviewError('REVIEW_PRODUCT_NOT_FOUND');

  const spam = spamReason(review);
  const status = spam ? 'pending' : 'published';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        tenantId: shop.tenant.key,
        sku,
        locale: shop.locale,
        rating: review.rating,
        title: review.title,
        body: review.text,
        authorName: review.authorName,
        // Needs the order history; no orders exist yet, so no review claims a purchase.
        verified: false,
        status,
        createdAt: shop.now(),
      })
      .returning({ id: reviews.id });
    const summary = await recomputeProductRating(tx, shop.tenant.key, sku);
    return { id: row!.id, status, spam, summary };
  });
}
