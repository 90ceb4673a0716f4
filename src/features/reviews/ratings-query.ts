// The reviews feature's view of its one GraphQL operation (operations/ratings.graphql): the generated types under
// the names its components use, and the sort orders as the gateway's enum spells them.
import type { ReviewSort } from '@/commerce/reviews/review-rules';
import type { RatingsQuery, ReviewSort as GatewayReviewSort } from '@/features/shared/client-data/generated/graphql';

type Ratings = NonNullable<RatingsQuery['ratings']>;
export type ReviewItem = Ratings['reviews'][number];
export type RatingSummaryData = Ratings['summary'];

export const sortEnum: Record<ReviewSort, GatewayReviewSort> = {
  newest: 'NEWEST',
  helpful: 'HELPFUL',
  'rating-desc': 'RATING_DESC',
  'rating-asc': 'RATING_ASC',
};
