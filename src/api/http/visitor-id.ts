// The visitor id cookie `sf_vid`: a random UUID naming one browser without a login, for one-vote rules (review
// feedback) and the search history. HttpOnly (no script reads it), SameSite=Lax, one year, Secure over HTTPS.
// Shared by every feature that needs "the same browser again"; one name, one meaning.
export const VISITOR_COOKIE = 'sf_vid';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export interface Visitor {
  id: string;
  /** True when the request had no valid cookie: the response must set it (withVisitorCookie). */
  isNew: boolean;
}

/** The visitor id from the Cookie header, or null when absent or not a UUID (a forged value is not trusted). */
export function readVisitorId(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== VISITOR_COOKIE) continue;
    const value = part
      .slice(eq + 1)
      .trim()
      .toLowerCase();
    return UUID.test(value) ? value : null;
  }
  return null;
}

/** The request's visitor, or a new one with a fresh random id. */
export function visitorOf(request: Request): Visitor {
  const id = readVisitorId(request);
  return id ? { id, isNew: false } : { id: crypto.randomUUID(), isNew: true };
}

function isHttps(request: Request): boolean {
  return request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:';
}

export function visitorCookieHeader(id: string, secure: boolean): string {
  return [
    `${VISITOR_COOKIE}=${id}`,
    'Path=/',
    `Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Sets the cookie on a response when the visitor is new. Only for personal (uncached) answers: cached HTML and
 * public API answers never carry Set-Cookie (ARCHITECTURE rule 6).
 */
export function withVisitorCookie(response: Response, visitor: Visitor, request: Request): Response {
  if (visitor.isNew) response.headers.append('set-cookie', visitorCookieHeader(visitor.id, isHttps(request)));
  return response;
}
