// The one GraphQL operation of the reviews feature. graphcache merges its pages (mergeRatingPages), so `reviews` of
// page n holds pages 1…n of the same product, star filter and order.
import { gql } from 'urql';
import type { ReviewSort } from '@/commerce/reviews/review-rules';

export const RatingsQuery = gql`
  query Ratings($sku: String!, $stars: Int, $sort: ReviewSort, $page: Int) {
    ratings(sku: $sku, stars: $stars, sort: $sort, page: $page) {
      sku
      stars
      page
      total
      hasMore
      summary {
        average
        count
        histogram {
          stars
          count
        }
      }
      reviews {
        id
        rating
        title
        text
        authorName
        verified
        helpfulCount
        notHelpfulCount
        createdAt
        locale
      }
    }
  }
`;

export interface ReviewItem {
  id: string;
  rating: number;
  title: string;
  text: string;
  authorName: string;
  verified: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  createdAt: string;
  locale: string;
}

export interface RatingSummaryData {
  average: number;
  count: number;
  histogram: { stars: number; count: number }[];
}

export interface RatingsData {
  ratings: {
    sku: string;
    stars: number | null;
    page: number;
    total: number;
    hasMore: boolean;
    summary: RatingSummaryData;
    reviews: ReviewItem[];
  } | null;
}

export interface RatingsVariables {
  sku: string;
  stars: number | null;
  sort: 'NEWEST' | 'HELPFUL' | 'RATING_DESC' | 'RATING_ASC';
  page: number;
}

export const sortEnum: Record<ReviewSort, RatingsVariables['sort']> = {
  newest: 'NEWEST',
  helpful: 'HELPFUL',
  'rating-desc': 'RATING_DESC',
  'rating-asc': 'RATING_ASC',
};
