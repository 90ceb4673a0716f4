// The newsletter's mail links: signed (HMAC-SHA256 with a key derived from the platform secret), bound to tenant,
// subscriber and purpose, and expiring. A confirmation link also carries a nonce the subscriber row holds until it
// is used, so it works once and only the newest one works; an unsubscribe link works until it expires (RFC 8058
// and the law want leaving to stay possible from any newsletter mail).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { tenantBaseUrl } from '@/commerce/tenant/resolve-tenant';
import { shopLink } from '@/commerce/customer/customer-links';
import { env } from '@/platform/config/env';

export type LinkPurpose = 'confirm' | 'manage';

const HOUR_MS = 3_600_000;
export const linkLifetimeMs = {
  /** The double opt-in link, like the account activation. */
  confirm: 72 * HOUR_MS,
  /** The unsubscribe link in every newsletter mail: a year, so last month's newsletter still lets one leave. */
  manageInNewsletter: 365 * 24 * HOUR_MS,
  /** The link sent to an address that asked on the unsubscribe page. */
  manageOnRequest: 24 * HOUR_MS,
} as const;

interface LinkClaims {
  /** tenant */
  t: string;
  /** subscriber id */
  s: string;
  p: LinkPurpose;
  /** expiry, epoch seconds */
  e: number;
  /** confirmation nonce */
  n?: string;
}

export type VerifiedLink =
  | { ok: true; subscriberId: string; nonce?: string }
  | { ok: false; code: 'NEWSLETTER_LINK_INVALID' | 'NEWSLETTER_LINK_EXPIRED'; subscriberId?: string; nonce?: string };

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export const newNonce = () => randomBytes(18).toString('base64url');

export function signLink(
  key: Buffer,
  claims: { tenant: string; subscriberId: string; purpose: LinkPurpose; expiresAt: Date; nonce?: string },
): string {
  const body: LinkClaims = {
    t: claims.tenant,
    s: claims.subscriberId,
    p: claims.purpose,
    e: Math.floor(claims.expiresAt.getTime() / 1000),
  };
  if (claims.nonce) body.n = claims.nonce;
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** Checks signature, tenant and purpose before anything is read; an expired link still names its subscriber. */
export function verifyLink(key: Buffer, token: string, tenant: string, purpose: LinkPurpose, now: Date): VerifiedLink {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, code: 'NEWSLETTER_LINK_INVALID' };
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, code: 'NEWSLETTER_LINK_INVALID' };
  let claims: LinkClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
  } catch {
    return { ok: false, code: 'NEWSLETTER_LINK_INVALID' };
  }
  if (claims.t !== tenant || claims.p !== purpose || typeof claims.s !== 'string')
    return { ok: false, code: 'NEWSLETTER_LINK_INVALID' };
  if (claims.e * 1000 <= now.getTime())
    return { ok: false, code: 'NEWSLETTER_LINK_EXPIRED', subscriberId: claims.s, nonce: claims.n };
  return { ok: true, subscriberId: claims.s, nonce: claims.n };
}

/** The double opt-in link: the sign-up page with the secret in the fragment (never sent to a server or a log). */
export const confirmUrl = (shop: ShopContext, token: string) =>
  shopLink(shop, '/service/newsletter/subscribe', { token });

/** The unsubscribe page of the subscription a signed link names. */
export const manageUrl = (shop: ShopContext, token: string) =>
  shopLink(shop, '/service/newsletter/unsubscribe', { token });

/** RFC 8058 one-click: a POST to this URL unsubscribes, without login and without a page. */
export function oneClickUrl(shop: ShopContext, token: string): string {
  const { TENANT_BASE_URLS, PORT, PUBLIC_PORT } = env();
  const base = tenantBaseUrl(shop.tenant.key, TENANT_BASE_URLS, PUBLIC_PORT ?? PORT);
  return `${base}/api/newsletter/one-click?${new URLSearchParams({ token }).toString()}`;
}
