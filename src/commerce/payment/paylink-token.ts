// The payment link's token: a compact signed payload `<base64url JSON>.<base64url HMAC-SHA256>` with the shop's own
// secret (PAYLINK_SECRET). It names tenant, customer, order, the most it may collect, and its expiry; the nonce is
// the link's id. No database row: the signature is the proof, the ledger says what is still open.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { env } from '@/platform/config/env';

export interface PaylinkClaims {
  tenant: string;
  customerId: string;
  orderId: string;
  /** The most the link collects, minor units; the order's open amount caps it further. */
  amount: number;
  currency: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  nonce: string;
}

const claimsSchema = z
  .object({
    tenant: z.string().min(1).max(10),
    customerId: z.uuid(),
    orderId: z.uuid(),
    amount: z.number().int().positive().max(100_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/),
    exp: z.number().int().positive(),
    nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  })
  .strict();

const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`paylink.${payload}`).digest();

export const newPaylinkNonce = () => randomBytes(16).toString('base64url');

export function signPaylinkToken(claims: PaylinkClaims, secret = env().PAYLINK_SECRET): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

/** The claims when the signature is right and the payload well-formed; says nothing about expiry or tenant. */
export function readPaylinkToken(token: string, secret = env().PAYLINK_SECRET): PaylinkClaims | null {
  if (typeof token !== 'string' || token.length > 1024) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The claims of a link that is valid here and now: signed, this shop's, this shop's currency, not expired. */
export function validPaylinkClaims(shop: ShopContext, token: string, secret?: string): PaylinkClaims | null {
  const claims = readPaylinkToken(token, secret);
  if (!claims) return null;
  if (claims.tenant !== shop.tenant.key || claims.currency !== shop.currency) return null;
  if (claims.exp * 1000 <= shop.now().getTime()) return null;
  return claims;
}
