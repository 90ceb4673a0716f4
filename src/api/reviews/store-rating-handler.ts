// POST /api/inform/rating/new/store — a new review (JSON). 201 with its status (published or pending) and the new
// summary; 400 with a message key per field; 404 for a product this shop does not sell; 429 past the limits.
import { ReviewError } from '@/commerce/reviews/errors';
import { writeReview } from '@/commerce/reviews/write-review';
import { clientAddressKey } from '@/api/http/client-address';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { visitorOf, withVisitorCookie } from '@/api/http/visitor-id';
import { getDb } from '@/platform/db/database';
import { reviewWriteLimit, reviewWriteProductLimit } from './review-limits';
import { fieldErrors, storeReviewBodySchema } from './review-requests';
import { badRequest, limitByKey, requireJson, reviewErrorResponse } from './review-responses';

export async function storeNewRating(request: Request): Promise<Response> {
  const notJson = requireJson(request);
  if (notJson) return notJson;
  const { shop, log } = requestScope(request);
  const address = clientAddressKey(request);
  const limited = await limitByKey(reviewWriteLimit, `${shop.tenant.key}:${address}`);
  if (limited) return limited;

  const body = await readJsonBody(request, 16_384);
  if (!body.ok)
    return body.reason === 'too-large'
      ? Response.json({ error: 'too large' }, { status: 413 })
      : badRequest({ _: 'required' });
  const parsed = storeReviewBodySchema.safeParse(body.value);
  if (!parsed.success) return badRequest(fieldErrors(parsed.error));
  const { sku, ...review } = parsed.data;

  const perProduct = await limitByKey(reviewWriteProductLimit, `${shop.tenant.key}:${sku}:${address}`);
  if (perProduct) return perProduct;

  const visitor = visitorOf(request);
  try {
    const written = await writeReview(await getDb(), shop, { visitorId: visitor.id }, sku, review);
    log.info({ reviewId: written.id, sku, status: written.status, spam: written.spam }, 'review written');
    const response = Response.json(
      { id: written.id, status: written.status, summary: written.summary },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    );
    return withVisitorCookie(response, visitor, request);
  } catch (error) {
    if (error instanceof ReviewError) return reviewErrorResponse(error.code);
    throw error;
  }
}
