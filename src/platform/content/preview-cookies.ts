// The two cookies of the content preview (decision 0045) and the proxy's rule for them: Next's draft-mode cookie
// reaches a page only beside the preview cookie, and never an API route (their answers may be cached publicly).

/** Carries the signed preview token (preview-token.ts) after the entry link was opened; HttpOnly, expires with it. */
export const previewCookie = 'sf_preview';

/** Next's draft-mode cookie (draftMode().enable()): with it Next renders a cached page for this request alone. */
export const draftModeCookie = '__prerender_bypass';

const cookieName = (pair: string) => pair.split('=', 1)[0]!.trim();

/** Whether the request's Cookie header holds the cookie. */
export function hasCookie(headers: Headers, name: string): boolean {
  return (headers.get('cookie') ?? '').split(';').some((pair) => cookieName(pair) === name);
}

/** Removes Next's draft-mode cookie from the Cookie header, in place. */
export function dropDraftModeCookie(headers: Headers): void {
  const cookie = headers.get('cookie');
  if (!cookie || !hasCookie(headers, draftModeCookie)) return;
  const kept = cookie.split(';').filter((pair) => cookieName(pair) !== draftModeCookie);
  if (kept.length === 0) headers.delete('cookie');
  else headers.set('cookie', kept.map((pair) => pair.trim()).join('; '));
}
