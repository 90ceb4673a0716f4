// The session token the client session manager fetches (SPEC §3, §4): a JWT with exp, type and cc, signed HS256
// and bound to one tenant (audience).
import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

import type { TokenType } from './session-level';

export interface SessionTokenClaims {
  type: TokenType;
  /** Pseudonymous marketing id of the customer, stored in a cookie only with marketing consent (C0004). */
  cc?: string;
  exp: number;
  iat: number;
}

/** One hour: the client refreshes 30 minutes before expiry (SPEC §9), so twice an hour at most. */
export const tokenTtlSeconds = 3600;
const issuer = 'schaufenster';

export async function signSessionToken(
  key: Uint8Array,
  claims: { tenant: string; type: TokenType; cc?: string; now: Date },
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(claims.now.getTime() / 1000);
  const exp = iat + tokenTtlSeconds;
  const payload: Record<string, unknown> = { type: claims.type };
  if (claims.cc) payload.cc = claims.cc;
  const token = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(claims.tenant)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(randomUUID())
    .sign(key);
  return { token, exp };
}

/** The claims of a token this platform signed for this tenant and that has not expired; null otherwise. */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
  tenant: string,
  now: Date,
): Promise<SessionTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer,
      audience: tenant,
      currentDate: now,
      algorithms: ['HS256'],
    });
    const type = payload.type;
    if (type !== 0 && type !== 1 && type !== 2) return null;
    return {
      type,
      cc: typeof payload.cc === 'string' ? payload.cc : undefined,
      exp: payload.exp!,
      iat: payload.iat!,
    };
  } catch {
    return null;
  }
}

/** The `cc` value of a customer: stable per tenant, not reversible to the customer without the key. */
export function ccValue(ccKey: Buffer, tenant: string, customerId: string): string {
  return createHmac('sha256', ccKey).update(`${tenant}:${customerId}`).digest('base64url').slice(0, 22);
}
