// The operators' login for the web-vitals dashboard (decision 0036): one operator from the configuration
// (OPERATOR_USER, OPERATOR_PASSWORD), not a customer account. The session is a signed expiry in an HttpOnly cookie;
// its key derives from the credentials, so changing the password ends every session.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/platform/config/env';

export const operatorCookie = 'sf_ops';
export const operatorSessionSeconds = 8 * 3600;

type Credentials = { OPERATOR_USER?: string; OPERATOR_PASSWORD?: string };

export function operatorConfigured(config: Credentials = env()): boolean {
  return Boolean(config.OPERATOR_USER && config.OPERATOR_PASSWORD);
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compares both fields in constant time (hashes of equal length), whatever was typed. */
export function checkOperator(user: string, password: string, config: Credentials = env()): boolean {
  if (!operatorConfigured(config)) return false;
  const userOk = timingSafeEqual(digest(user), digest(config.OPERATOR_USER!));
  const passwordOk = timingSafeEqual(digest(password), digest(config.OPERATOR_PASSWORD!));
  return userOk && passwordOk;
}

function signature(expires: number, config: Credentials): string {
  const key = digest(`operator-session\0${config.OPERATOR_USER}\0${config.OPERATOR_PASSWORD}`);
  return createHmac('sha256', key).update(String(expires)).digest('base64url');
}

export function issueOperatorSession(now: Date, config: Credentials = env()): string {
  const expires = Math.floor(now.getTime() / 1000) + operatorSessionSeconds;
  return `${expires}.${signature(expires, config)}`;
}

export function verifyOperatorSession(value: string | undefined, now: Date, config: Credentials = env()): boolean {
  if (!value || !operatorConfigured(config)) return false;
  const [expiresText, given] = value.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || expires * 1000 <= now.getTime() || !given) return false;
  const expected = Buffer.from(signature(expires, config));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
