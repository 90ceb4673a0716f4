// Cross-site request forgery guard for state-changing REST requests, the same rule as the gateway's
// (src/api/graphql/csrf-guard.ts) made strict: the storefront's custom header is required on every such request,
// whatever its content type, and an Origin (or Sec-Fetch-Site) that names another site is refused on top.
import { csrfHeader } from '@/platform/http/csrf-header';

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** A 403 answer for a request that may have been forged, else null. */
export function refuseForgedRequest(request: Request): Response | null {
  const refuse = (reason: string) =>
    Response.json(
      { error: 'CSRF_REFUSED', reason },
      { status: 403, headers: { 'cache-control': 'no-store' } },
    );
  if (!request.headers.has(csrfHeader)) return refuse(`missing ${csrfHeader} header`);
  if (request.headers.get('sec-fetch-site') === 'cross-site') return refuse('cross-site request');
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '')
      .split(',')[0]!
      .trim()
      .toLowerCase();
    if (origin === 'null' || hostOf(origin) !== host) return refuse('foreign origin');
  }
  return null;
}
