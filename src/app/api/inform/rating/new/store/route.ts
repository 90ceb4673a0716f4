import { storeNewRating } from '@/api/reviews/store-rating-handler';

// SPEC §7: stores a new review.
export const POST = storeNewRating;
