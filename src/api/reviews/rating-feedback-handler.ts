// POST /api/inform/rating/feedback — 'helpful' or 'not helpful' on a review, one vote per visitor (cookie sf_vid).
import { ReviewError } from '@/commerce/reviews/errors';
import { giveReviewFeedback } from '@/commerce/reviews/give-review-feedback';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { visitorOf, withVisitorCookie } from '@/api/http/visitor-id';
import { getDb } from '@/platform/db/database';
import { reviewFeedbackLimit } from './review-limits';
import { fieldErrors, reviewFeedbackBodySchema } from './review-requests';
import { badRequest, requireJson, reviewErrorResponse } from './review-responses';

export async function postRatingFeedback(request: Request): Promise<Response> {
  const notJson = requireJson(request);
  if (notJson) return notJson;
  const limited = await limitByAddress(request, reviewFeedbackLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const body = await readJsonBody(request, 1_024);
  const parsed = reviewFeedbackBodySchema.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return badRequest(fieldErrors(parsed.error));

  const visitor = visitorOf(request);
  try {
    const result = await giveReviewFeedback(
      await getDb(),
      shop,
      { voterId: visitor.id },
      parsed.data.reviewId,
      parsed.data.helpful,
    );
    return withVisitorCookie(
      Response.json(result, { headers: { 'cache-control': 'no-store' } }),
      visitor,
      request,
    );
  } catch (error) {
    if (error instanceof ReviewError) return reviewErrorResponse(error.code);
    throw error;
  }
}
