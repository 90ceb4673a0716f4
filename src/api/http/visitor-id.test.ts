import { describe, expect, it } from 'vitest';
import { readVisitorId, VISITOR_COOKIE, visitorOf, withVisitorCookie } from './visitor-id';

const id = '3f2b8c1e-9a4d-4c6b-8e2f-0a1b2c3d4e5f';
const request = (cookie?: string, url = 'http://localhost/api/x', headers: Record<string, string> = {}) =>
  new Request(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe('visitor id cookie', () => {
  it('reads a valid id among other cookies', () => {
    expect(readVisitorId(request(`a=1; ${VISITOR_COOKIE}=${id}; b=2`))).toBe(id);
  });

  it('does not trust a value that is not a UUID', () => {
    expect(readVisitorId(request(`${VISITOR_COOKIE}=' or 1=1 --`))).toBeNull();
    expect(readVisitorId(request(`${VISITOR_COOKIE}=admin`))).toBeNull();
    expect(readVisitorId(request())).toBeNull();
  });

  it('keeps an existing visitor and sets no cookie for them', () => {
    const visitor = visitorOf(request(`${VISITOR_COOKIE}=${id}`));
    expect(visitor).toEqual({ id, isNew: false });
    const response = withVisitorCookie(new Response(null), visitor, request());
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('gives a new visitor a random id and an HttpOnly, Lax, one-year cookie', () => {
    const first = visitorOf(request());
    const second = visitorOf(request());
    expect(first.isNew).toBe(true);
    expect(first.id).not.toBe(second.id);
    const cookie = withVisitorCookie(new Response(null), first, request()).headers.get('set-cookie')!;
    expect(cookie).toContain(`${VISITOR_COOKIE}=${first.id}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure behind an HTTPS load balancer', () => {
    const visitor = visitorOf(request());
    const cookie = withVisitorCookie(
      new Response(null),
      visitor,
      request(undefined, 'http://x/', { 'x-forwarded-proto': 'https' }),
    ).headers.get('set-cookie')!;
    expect(cookie).toContain('Secure');
  });
});
