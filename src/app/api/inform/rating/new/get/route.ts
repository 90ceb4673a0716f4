import { getNewRatingForm } from '@/api/reviews/review-form-handler';

// SPEC §7: what the write-review form needs for a product.
export const GET = getNewRatingForm;
