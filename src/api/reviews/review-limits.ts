// Rate limits of the rating endpoints, by client address (src/platform/rate-limit).
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';

/** Reading lists and summaries: a shopper paging fast stays far below; a scraper does not. */
export const reviewReadLimit: LimitRule = { name: 'reviews-read', points: 600, durationSeconds: 60 };
/** Writing: at most 3 reviews of one product per address and day … */
export const reviewWriteProductLimit: LimitRule = {
  name: 'reviews-write-product',
  points: 3,
  durationSeconds: 24 * 60 * 60,
};
/** … and at most 10 reviews per address and hour over all products. */
export const reviewWriteLimit: LimitRule = { name: 'reviews-write', points: 10, durationSeconds: 60 * 60 };
/** Helpful votes: one per review counts anyway; this stops a script from probing ids. */
export const reviewFeedbackLimit: LimitRule = {
  name: 'reviews-feedback',
  points: 60,
  durationSeconds: 10 * 60,
};
