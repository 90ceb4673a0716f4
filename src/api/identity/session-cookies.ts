// The identity cookies of an HTTP answer: session and device secrets (HttpOnly), the readable login-state cookie.
import type { CurrentCustomer } from '@/commerce/customer/current-customer';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import { identityCookies, loginStateMaxAgeSeconds, loginStateOf } from '@/platform/auth/login-state';
import { sessionPolicy, type NewSession, type SessionCredentials } from '@/platform/auth/session-store';
import { parseCookies } from '@/platform/http/cookie-header';
import { deleteCookie, serializeCookie } from '@/platform/http/cookies';

export function readCredentials(request: Request): SessionCredentials {
  const cookies = parseCookies(request.headers.get('cookie'));
  return { session: cookies[identityCookies.session], device: cookies[identityCookies.device] };
}

export const presentsSession = (request: Request) => {
  const { session, device } = readCredentials(request);
  return Boolean(session || device);
};

const loginStateCookie = (loggedIn: boolean, customer: CustomerProfile) =>
  serializeCookie(identityCookies.loginState, JSON.stringify(loginStateOf(loggedIn, customer.flags)), {
    httpOnly: false,
    maxAge: loginStateMaxAgeSeconds,
  });

/** After a login: the new secrets and the login state. The session cookie ends with the browser; the device stays. */
export function loginCookies(session: NewSession, customer: CustomerProfile): string[] {
  return [
    serializeCookie(identityCookies.session, session.secrets.session, { httpOnly: true }),
    serializeCookie(identityCookies.device, session.secrets.device, {
      httpOnly: true,
      maxAge: sessionPolicy.softMs / 1000,
    }),
    loginStateCookie(true, customer),
  ];
}

/**
 * A guest checkout's session (decision 0052): the secret for this browser session only — no device secret (a guest
 * is never recognised later) and no login state (the header shows nobody logged in).
 */
export function guestCookies(session: NewSession): string[] {
  return [serializeCookie(identityCookies.session, session.secrets.session, { httpOnly: true })];
}

/** After a logout, or when the presented secrets are worthless: everything goes. */
export function clearedCookies(): string[] {
  return [
    deleteCookie(identityCookies.session, true),
    deleteCookie(identityCookies.device, true),
    deleteCookie(identityCookies.loginState, false),
  ];
}

/** Keeps the login-state cookie in line with the session (li '1' only while logged in, not when soft). */
export function stateCookies(current: CurrentCustomer, request: Request): string[] {
  if (current.level === 'anonymous' && current.guestSession)
    return hasLoginState(request) ? [deleteCookie(identityCookies.loginState, false)] : [];
  if (current.level === 'anonymous')
    return presentsSession(request) || hasLoginState(request) ? clearedCookies() : [];
  return [loginStateCookie(current.level === 'full', current.customer)];
}

const hasLoginState = (request: Request) =>
  identityCookies.loginState in parseCookies(request.headers.get('cookie'));

export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}
