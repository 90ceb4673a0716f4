// 'Was this review helpful?': one vote per voter and review, kept by review_feedback's primary key. A second vote
// changes nothing and answers with the vote already given, so repeating the click cannot push a review up.
import { and, eq, sql } from 'drizzle-orm';
import { reviewFeedback, reviews } from '@/commerce/catalog/catalog.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { ReviewError } from './errors';

export interface Voter {
  /** The visitor id (cookie sf_vid) or, later, the customer number. */
  voterId: string;
}

export interface FeedbackResult {
  reviewId: number;
  helpfulCount: number;
  notHelpfulCount: number;
  /** The voter's vote: the one just given, or the earlier one when this was a repeat. */
  vote: 'helpful' | 'not-helpful';
  /** False when the voter had voted on this review before. */
  recorded: boolean;
}

export async function giveReviewFeedback(
  db: Db,
  shop: ShopContext,
  voter: Voter,
  reviewId: number,
  helpful: boolean,
): Promise<FeedbackResult> {
  const tenantId = shop.tenant.key;
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.tenantId, tenantId), eq(reviews.id, reviewId), eq(reviews.status, 'published')));
    if (!review) throw new ReviewError('REVIEW_NOT_FOUND');

    const inserted = await tx
      .insert(reviewFeedback)
      .values({ tenantId, reviewId, voter: voter.voterId, helpful, createdAt: shop.now() })
      .onConflictDoNothing()
      .returning({ helpful: reviewFeedback.helpful });

    if (inserted.length > 0) {
      const [counts] = await tx
        .update(reviews)
        .set(
          helpful
            ? { helpfulCount: sql`${reviews.helpfulCount} + 1` }
            : { notHelpfulCount: sql`${reviews.notHelpfulCount} + 1` },
        )
        .where(and(eq(reviews.tenantId, tenantId), eq(reviews.id, reviewId)))
        .returning({ helpfulCount: reviews.helpfulCount, notHelpfulCount: reviews.notHelpfulCount });
      return { reviewId, ...counts!, vote: helpful ? 'helpful' : 'not-helpful', recorded: true };
    }

    const [earlier] = await tx
      .select({
        helpful: reviewFeedback.helpful,
        helpfulCount: reviews.helpfulCount,
        notHelpfulCount: reviews.notHelpfulCount,
      })
      .from(reviewFeedback)
      .innerJoin(
        reviews,
        and(eq(reviews.tenantId, reviewFeedback.tenantId), eq(reviews.id, reviewFeedback.reviewId)),
      )
      .where(
        and(
          eq(reviewFeedback.tenantId, tenantId),
          eq(reviewFeedback.reviewId, reviewId),
          eq(reviewFeedback.voter, voter.voterId),
        ),
      );
    return {
      reviewId,
      helpfulCount: earlier!.helpfulCount,
      notHelpfulCount: earlier!.notHelpfulCount,
      vote: earlier!.helpful ? 'helpful' : 'not-helpful',
      recorded: false,
    };
  });
}
