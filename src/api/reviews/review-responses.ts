// How the rating endpoints answer: the reviews context's error codes mapped to HTTP, and the shared guards.
import { reviewRefusals, type ReviewErrorCode } from '@/commerce/reviews/errors';
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import { statusOf } from '@/api/http/responses';

export function reviewErrorResponse(code: ReviewErrorCode, extra: Record<string, unknown> = {}): Response {
  return Response.json(
    { error: code, ...extra },
    { status: statusOf(reviewRefusals, code), headers: { 'cache-control': 'no-store' } },
  );
}

export function badRequest(fields: Record<string, string>): Response {
  return Response.json(
    { error: 'REVIEW_INVALID', fields },
    { status: 400, headers: { 'cache-control': 'no-store' } },
  );
}

/** A JSON POST only: a cross-site HTML form cannot send application/json without a CORS preflight (CSRF). */
export function requireJson(request: Request): Response | null {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json'
    ? null
    : Response.json({ error: 'expected application/json' }, { status: 415 });
}

export async function limitByKey(rule: LimitRule, key: string): Promise<Response | null> {
  const result = await consume(rule, key);
  if (result.allowed) return null;
  return Response.json(
    { error: 'too many requests' },
    {
      status: 429,
      headers: { 'retry-after': String(result.retryAfterSeconds), 'cache-control': 'no-store' },
    },
  );
}
