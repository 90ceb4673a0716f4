// The visitor's basket cookie `sf_basket`: the random token that finds a visitor's basket on the server. HttpOnly
// (no script reads it), SameSite=Lax, 30 days, Secure outside development. Customers' baskets need no cookie.
import { parseCookies } from '@/platform/http/cookie-header';
import { deleteCookie, serializeCookie } from '@/platform/http/cookies';

export const BASKET_COOKIE = 'sf_basket';
export const BASKET_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function readBasketToken(request: Request): string | null {
  return parseCookies(request.headers.get('cookie'))[BASKET_COOKIE] ?? null;
}

export const basketCookie = (token: string) =>
  serializeCookie(BASKET_COOKIE, token, { httpOnly: true, maxAge: BASKET_COOKIE_MAX_AGE_SECONDS });

export const clearedBasketCookie = () => deleteCookie(BASKET_COOKIE, true);
