// Set-Cookie values for server answers (RFC 6265). Values are URI-encoded, so JSON fits.
import { env } from '@/platform/config/env';

export interface CookieOptions {
  httpOnly: boolean;
  /** Seconds; omitted: a browser-session cookie. 0 deletes the cookie. */
  maxAge?: number;
  sameSite?: 'Lax' | 'Strict';
}

/** Secure everywhere but in development (which may run on plain http on a LAN address). */
export const secureCookies = () => env().NODE_ENV !== 'development';

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `SameSite=${options.sameSite ?? 'Lax'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (secureCookies()) parts.push('Secure');
  return parts.join('; ');
}

export const deleteCookie = (name: string, httpOnly: boolean) =>
  serializeCookie(name, '', { httpOnly, maxAge: 0 });
