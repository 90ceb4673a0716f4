import { getAllRatings } from '@/api/reviews/list-ratings-handler';

// SPEC §7: a product's reviews, one page of 20, with the rating summary.
export const GET = getAllRatings;
