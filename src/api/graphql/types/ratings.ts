// `ratings`: one page of a product's reviews with the rating summary. The client merges the pages of one product,
// star filter and order into one list (SPEC §3; src/features/shared/client-data/graphcache-keys.ts, mergeRatingPages).
import { GraphQLError } from 'graphql';
import type { RatingSummary } from '@/commerce/reviews/rating-summary';
import { listReviews, type ReviewPage, type ReviewView } from '@/commerce/reviews/list-reviews';
import { MAX_REVIEW_PAGE, type ReviewSort } from '@/commerce/reviews/review-rules';
import { isSku } from '@/commerce/catalog/product-url';
import { getDb } from '@/platform/db/database';
import { builder } from '../builder';
import { ProductRef } from './product';

const ReviewSortEnum = builder.enumType('ReviewSort', {
  values: {
    NEWEST: { value: 'newest' },
    HELPFUL: { value: 'helpful', description: 'Most "helpful" votes first.' },
    RATING_DESC: { value: 'rating-desc' },
    RATING_ASC: { value: 'rating-asc' },
  } as const,
});

const RatingBucket = builder.objectRef<{ stars: number; count: number }>('RatingBucket').implement({
  fields: (t) => ({ stars: t.exposeInt('stars'), count: t.exposeInt('count') }),
});

const RatingSummaryRef = builder.objectRef<RatingSummary>('RatingSummary').implement({
  description: 'Published reviews of the product over all stars.',
  fields: (t) => ({
    average: t.exposeFloat('average', { description: 'Mean rating, two decimals; 0 without reviews.' }),
    count: t.exposeInt('count'),
    histogram: t.field({
      type: [RatingBucket],
      description: 'Five buckets, 5 stars first.',
      resolve: (s) => s.histogram,
    }),
  }),
});

const Review = builder.objectRef<ReviewView>('Review').implement({
  description: 'A published review. Title, text and author are plain text as written: render them as text.',
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating'),
    title: t.exposeString('title'),
    text: t.exposeString('text'),
    authorName: t.exposeString('authorName'),
    verified: t.exposeBoolean('verified', { description: 'The author bought the product in this shop.' }),
    helpfulCount: t.exposeInt('helpfulCount'),
    notHelpfulCount: t.exposeInt('notHelpfulCount'),
    createdAt: t.exposeString('createdAt', { description: 'ISO 8601.' }),
    locale: t.exposeString('locale', { description: 'The language it was written in, BCP 47.' }),
  }),
});

const Ratings = builder.objectRef<ReviewPage>('Ratings').implement({
  fields: (t) => ({
    sku: t.exposeString('sku'),
    stars: t.exposeInt('stars', { nullable: true, description: 'The star filter, null for all.' }),
    sort: t.field({ type: ReviewSortEnum, resolve: (p) => p.sort }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    total: t.exposeInt('total', { description: 'Reviews matching the star filter.' }),
    hasMore: t.exposeBoolean('hasMore'),
    summary: t.field({ type: RatingSummaryRef, resolve: (p) => p.summary }),
    reviews: t.field({
      type: [Review],
      description: 'This page; the client cache merges pages 1…n.',
      resolve: (p) => p.reviews,
    }),
  }),
});

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

type ArgBuilder = Parameters<Parameters<typeof builder.queryField>[1]>[0]['arg'];

/** The list arguments of both fields: star filter, order and page. */
const ratingArgs = (arg: ArgBuilder) => ({
  stars: arg.int({ description: 'Only reviews with exactly this many stars (1–5).' }),
  sort: arg({ type: ReviewSortEnum, defaultValue: 'newest' }),
  page: arg.int({ defaultValue: 1 }),
});

type RatingArgs = { stars?: number | null; sort?: string | null; page?: number | null };

async function resolveRatings(
  shop: Parameters<typeof listReviews>[1],
  sku: string,
  args: RatingArgs,
): Promise<ReviewPage | null> {
  if (!isSku(sku)) throw badInput('sku must be 7 digits.');
  if (args.stars != null && (args.stars < 1 || args.stars > 5)) throw badInput('stars must be 1 to 5.');
  const page = args.page ?? 1;
  if (page < 1 || page > MAX_REVIEW_PAGE) throw badInput(`page must be 1 to ${MAX_REVIEW_PAGE}.`);
  return listReviews(await getDb(), shop, {
    sku,
    stars: args.stars ?? null,
    sort: (args.sort ?? 'newest') as ReviewSort,
    page,
  });
}

builder.queryField('ratings', (t) =>
  t.field({
    type: Ratings,
    nullable: true,
    description:
      'One page (20) of a product’s published reviews; null when the shop does not sell the product.',
    args: { sku: t.arg.string({ required: true }), ...ratingArgs(t.arg) },
    resolve: (_root, { sku, ...args }, { scope }) => resolveRatings(scope.shop, sku, args),
  }),
);

builder.objectField(ProductRef, 'ratings', (t) =>
  t.field({
    type: Ratings,
    nullable: true,
    description:
      'One page (20) of this product’s published reviews with the summary; select `sku` for the page merge.',
    args: ratingArgs(t.arg),
    resolve: (product, args, { scope }) => resolveRatings(scope.shop, product.sku, args),
  }),
);
