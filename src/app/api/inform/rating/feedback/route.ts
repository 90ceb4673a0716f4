import { postRatingFeedback } from '@/api/reviews/rating-feedback-handler';

// SPEC §7: 'helpful' feedback on a review.
export const POST = postRatingFeedback;
