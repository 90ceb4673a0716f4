// GET /api/inform/rating/new/get?sku= — what the write-review form needs: the product's name in the shop language
// and the rules the form checks (the same the server checks on store).
import { findReviewableProduct } from '@/commerce/reviews/write-review';
import { reviewLimits } from '@/commerce/reviews/review-rules';
import { limitByAddress } from '@/api/http/limit-request';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { reviewReadLimit, reviewWriteProductLimit } from './review-limits';
import { fieldErrors, paramsOf, reviewFormParamsSchema } from './review-requests';
import { badRequest, reviewErrorResponse } from './review-responses';

export async function getNewRatingForm(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, reviewReadLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const parsed = reviewFormParamsSchema.safeParse(paramsOf(new URL(request.url)));
  if (!parsed.success) return badRequest(fieldErrors(parsed.error));
  const product = await findReviewableProduct(await getDb(), shop, parsed.data.sku);
  if (!product) return reviewErrorResponse('REVIEW_PRODUCT_NOT_FOUND');
  return Response.json(
    {
      product,
      rules: { rating: { min: 1, max: 5 }, ...reviewLimits },
      perProductPerDay: reviewWriteProductLimit.points,
    },
    { headers: { 'cache-control': 'public, max-age=300' } },
  );
}
