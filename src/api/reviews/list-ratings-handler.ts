// GET /api/inform/rating/all/get?sku=&stars=&sort=&page= — one page of a product's reviews with its summary.
import { listReviews } from '@/commerce/reviews/list-reviews';
import { limitByAddress } from '@/api/http/limit-request';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { reviewReadLimit } from './review-limits';
import { fieldErrors, paramsOf, reviewListParamsSchema } from './review-requests';
import { badRequest, reviewErrorResponse } from './review-responses';

export async function getAllRatings(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, reviewReadLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const parsed = reviewListParamsSchema.safeParse(paramsOf(new URL(request.url)));
  if (!parsed.success) return badRequest(fieldErrors(parsed.error));
  const page = await listReviews(await getDb(), shop, parsed.data);
  if (!page) return reviewErrorResponse('REVIEW_PRODUCT_NOT_FOUND');
  // Public and short-lived (SPEC §9 revalidate 15 s): a new review shows within seconds, a busy product is cached.
  return Response.json(page, {
    headers: { 'cache-control': 'public, max-age=15, stale-while-revalidate=60' },
  });
}
