// The JSON answers of the REST edge. Personal answers are never stored by a cache (ARCHITECTURE rule 6); a refusal is
// `{ error: CODE, …details }` with the status its kind gives (one code, one status on every endpoint).
import type { RefusalKind } from '@/platform/http/refusal-kind';

export const noStore = { 'cache-control': 'private, no-store' } as const;

const statusOfKind: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  'rate-limited': 429,
  unavailable: 503,
};

/** A personal JSON answer: `private, no-store` (plus any headers given). */
export function privateJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

/** The status of a refusal code in its context's table of kinds. */
export function statusOf<Code extends string>(kinds: Readonly<Record<Code, RefusalKind>>, code: Code): number {
  return statusOfKind[kinds[code]];
}

/** A use case's failure as the edge answers it: its code as `error`, its details beside it. */
export function refusalResponse<Code extends string>(
  kinds: Readonly<Record<Code, RefusalKind>>,
  failure: { ok: false; code: Code; [detail: string]: unknown },
  headers: Record<string, string> = {},
): Response {
  const { ok: _ok, code, ...details } = failure;
  return privateJson({ error: code, ...details }, statusOf(kinds, code), headers);
}

/**
 * A personal file to keep (a PDF, the data export): downloaded, never shown in the page's origin (nosniff), never
 * stored by a shared cache.
 */
export function downloadResponse(body: BodyInit, contentType: string, filename: string): Response {
  return new Response(body, {
    headers: {
      ...noStore,
      'content-type': contentType,
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '-')}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}
