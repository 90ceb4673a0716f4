// The content preview's entry link (decision 0045): a JWT signed with PREVIEW_SECRET (HS256), valid for one shop
// and a limited time. The same token, kept in an HttpOnly cookie, says on every later request that this browser
// previews, until it expires or the editor ends the preview.
import { SignJWT, errors, jwtVerify } from 'jose';


export const previewLifetime = {
  /** What a link is valid for unless the editor asks for less or more. */
  defaultSeconds: 60 * 60,
  /** No link lives longer than a working week: a forwarded link stops by itself. */
  maxSeconds: 7 * 24 * 60 * 60,
} as const;

const issuer = 'schaufenster-preview';
const audience = (tenant: string) => `preview:${tenant}`;
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export interface PreviewTokenInput {
  tenant: string;
  secret: string;
  now: Date;
  lifetimeSeconds?: number;
}

export async function signPreviewToken({
  tenant,
  secret,
  now,
  lifetimeSeconds = previewLifetime.defaultSeconds,
}: PreviewTokenInput): Promise<string> {
  if (!Number.isInteger(lifetimeSeconds) || lifetimeSeconds < 60 || lifetimeSeconds > previewLifetime.maxSeconds)
    throw new RangeError(`preview lifetime must be 60 to ${previewLifetime.maxSeconds} seconds`);
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience(tenant))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(keyOf(secret));
}

export type PreviewVerdict = { ok: true; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' };

/** Valid for this shop, signed with this secret, not expired; never throws. */
export async function verifyPreviewToken(
  token: string | undefined | null,
  { tenant, secret, now }: Omit<PreviewTokenInput, 'lifetimeSeconds'>,
): Promise<PreviewVerdict> {
  if (!token || token.length > 1024) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer,
      audience: audience(tenant),
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    const lifetime = payload.exp! - payload.iat!;
    if (lifetime > previewLifetime.maxSeconds) return { ok: false, reason: 'invalid' };
    return { ok: true, expiresAt: new Date(payload.exp! * 1000) };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The page an entry link goes on to: a path of this shop (one leading slash, no backslash or space), else `/`. */
export function previewTarget(path: string | null): string {
  return path && path.length <= 512 && /^\/(?![/\\])[^\\\s]*$/.test(path) ? path : '/';
}
