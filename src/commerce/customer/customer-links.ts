// Single-use links sent by mail (activation, password reset, email change, account deletion): issue, and redeem
// exactly once before expiry.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { tenantBaseUrl } from '@/commerce/tenant/resolve-tenant';
import { env } from '@/platform/config/env';
import type { Db } from '@/platform/db/client';
import { buildPath } from '@/platform/routing/router';
import type { RouteKey } from '@/platform/routing/route-table';
import { customerTokens } from './customer.schema';

export type LinkPurpose = 'activation' | 'password-reset' | 'email-change' | 'account-deletion';

export const linkLifetimeMs: Record<LinkPurpose, number> = {
  activation: 72 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
  'email-change': 24 * 60 * 60 * 1000,
  'account-deletion': 24 * 60 * 60 * 1000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a new link token; earlier unused links of the same purpose stop working (only the newest mail counts). */
export async function issueLinkToken(
  tx: Db,
  tenantId: string,
  customerId: string,
  purpose: LinkPurpose,
  now: Date,
  /** What the link confirms beyond its purpose (the new address of an email change). */
  payload: string | null = null,
): Promise<string> {
  await tx
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.tenantId, tenantId),
        eq(customerTokens.customerId, customerId),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await tx.insert(customerTokens).values({
    tenantId,
    customerId,
    purpose,
    tokenHash: hashToken(token),
    payload,
    expiresAt: new Date(now.getTime() + linkLifetimeMs[purpose]),
    createdAt: now,
  });
  return token;
}

/** A link of this shop and purpose that still works: not used, not expired. */
const working = (tenantId: string, purpose: LinkPurpose, now: Date) =>
  and(
    eq(customerTokens.tenantId, tenantId),
    eq(customerTokens.purpose, purpose),
    isNull(customerTokens.usedAt),
    gt(customerTokens.expiresAt, now),
  );

const redeemable = (tenantId: string, purpose: LinkPurpose, token: string, now: Date) =>
  and(working(tenantId, purpose, now), eq(customerTokens.tokenHash, hashToken(token)));

/** The customer a link belongs to while it would still work; null otherwise. Uses nothing up. */
export async function validLinkOwner(
  db: Db,
  tenantId: string,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(redeemable(tenantId, purpose, token, now));
  return row?.customerId ?? null;
}

/** Uses a link up in one statement, so two concurrent redemptions cannot both succeed. The customer id, or null. */
export async function redeemLinkToken(
  tx: Db,
  tenantId: string,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<string | null> {
  return (await redeemLink(tx, tenantId, purpose, token, now))?.customerId ?? null;
}

/** The same, with the link's payload. */
export async function redeemLink(
  tx: Db,
  tenantId: string,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<{ customerId: string; payload: string | null } | null> {
  const [row] = await tx
    .update(customerTokens)
    .set({ usedAt: now })
    .where(redeemable(tenantId, purpose, token, now))
    .returning({ customerId: customerTokens.customerId, payload: customerTokens.payload });
  return row ?? null;
}

/** The payload of the customer's newest link of a purpose that still works (a pending email change), or null. */
export async function pendingLinkPayload(
  db: Db,
  tenantId: string,
  customerId: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ payload: string | null; expiresAt: Date } | null> {
  const [row] = await db
    .select({ payload: customerTokens.payload, expiresAt: customerTokens.expiresAt })
    .from(customerTokens)
    .where(and(working(tenantId, purpose, now), eq(customerTokens.customerId, customerId)))
    .orderBy(desc(customerTokens.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * An absolute URL in the tenant's shop, built from its configured base URL (TENANT_BASE_URLS), never from the
 * request's Host header. The secret goes into the fragment: browsers never send it, so no server or proxy logs it.
 */
export function shopLink(
  shop: ShopContext,
  key: RouteKey,
  fragment?: Record<string, string>,
  config: { baseUrls: Record<string, string>; port: number } = {
    baseUrls: env().TENANT_BASE_URLS,
    port: env().PUBLIC_PORT ?? env().PORT,
  },
): string {
  const base = tenantBaseUrl(shop.tenant.key, config.baseUrls, config.port);
  const hash = fragment ? `#${new URLSearchParams(fragment).toString()}` : '';
  return `${base}${buildPath(key, shop.locale, shop.tenant.locales)}${hash}`;
}
