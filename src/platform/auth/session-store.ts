// Server-side session records. The browser holds random secrets; the database holds only their SHA-256 hashes,
// bound to one tenant. Every lookup filters by tenant, so a session of one shop is worthless in another.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import type { CustomerLevel } from './session-level';
import { sessions } from './auth.schema';

/** Lifetimes. Logged in slides with use (token refreshes count) up to a maximum; soft login lasts a month. */
export const sessionPolicy = {
  fullIdleMs: 60 * 60 * 1000,
  fullMaxMs: 12 * 60 * 60 * 1000,
  softMs: 30 * 24 * 60 * 60 * 1000,
  /** A guest checkout's session: long enough for one purchase and its payment, then gone — never a soft login. */
  guestMs: 3 * 60 * 60 * 1000,
} as const;

/** The secrets a request presented in its cookies (either may be missing). */
export interface SessionCredentials {
  session?: string;
  device?: string;
}

export interface ResolvedSession {
  id: string;
  tenantId: string;
  customerId: string;
  /** full: logged in (token type 2); soft: recognised on this device (token type 1). */
  level: CustomerLevel;
  expiresAt: Date;
}

export interface NewSession {
  id: string;
  secrets: { session: string; device: string };
  expiresAt: Date;
}

export type RevokeReason = 'logout' | 'login' | 'password-change' | 'expired' | 'account-deleted';

const secret = () => randomBytes(32).toString('base64url');
export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex');
/** Anything longer is not one of ours; refusing it early keeps junk away from the hash and the index. */
const plausible = (value: string | undefined): value is string =>
  typeof value === 'string' && value.length > 20 && value.length <= 100;

export async function createSession(
  db: Db,
  tenantId: string,
  customerId: string,
  now: Date,
  options: { guest?: boolean } = {},
): Promise<NewSession> {
  const secrets = { session: secret(), device: secret() };
  const expiresAt = new Date(now.getTime() + (options.guest ? sessionPolicy.guestMs : sessionPolicy.softMs));
  const [row] = await db
    .insert(sessions)
    .values({
      tenantId,
      customerId,
      secretHash: hashSecret(secrets.session),
      deviceHash: hashSecret(secrets.device),
      createdAt: now,
      lastSeenAt: now,
      authenticatedUntil: options.guest ? expiresAt : new Date(now.getTime() + sessionPolicy.fullIdleMs),
      authenticatedMax: options.guest ? expiresAt : new Date(now.getTime() + sessionPolicy.fullMaxMs),
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, secrets, expiresAt };
}

const live = (tenantId: string, now: Date) =>
  and(eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The session the credentials name in this tenant, or null: unknown, revoked, expired or another tenant's. */
export async function resolveSession(
  db: Db,
  tenantId: string,
  credentials: SessionCredentials,
  now: Date,
): Promise<ResolvedSession | null> {
  if (plausible(credentials.session)) {
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(live(tenantId, now), eq(sessions.secretHash, hashSecret(credentials.session))));
    if (row) {
      const level = row.authenticatedUntil > now ? 'full' : 'soft';
      return {
        id: row.id,
        tenantId: row.tenantId,
        customerId: row.customerId,
        level,
        expiresAt: row.expiresAt,
      };
    }
  }
  if (plausible(credentials.device)) {
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(live(tenantId, now), eq(sessions.deviceHash, hashSecret(credentials.device))));
    if (row)
      return {
        id: row.id,
        tenantId: row.tenantId,
        customerId: row.customerId,
        level: 'soft',
        expiresAt: row.expiresAt,
      };
  }
  return null;
}

/** Marks a logged-in session as used: it stays logged in for another idle period, never past its maximum. */
export async function touchSession(db: Db, session: ResolvedSession, now: Date): Promise<void> {
  if (session.level !== 'full') {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    return;
  }
  const until = new Date(now.getTime() + sessionPolicy.fullIdleMs);
  await db
    .update(sessions)
    .set({
      lastSeenAt: now,
      authenticatedUntil: sql`least(${until.toISOString()}::timestamptz, ${sessions.authenticatedMax})`,
    })
    .where(and(eq(sessions.id, session.id), gt(sessions.authenticatedUntil, now)));
}

export async function revokeSession(
  db: Db,
  tenantId: string,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends whatever session the credentials name (at login, so the old id is worthless; at logout). */
export async function revokePresented(
  db: Db,
  tenantId: string,
  credentials: SessionCredentials,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  const hashes = [credentials.session, credentials.device].filter(plausible).map(hashSecret);
  for (const hash of hashes) {
    await db
      .update(sessions)
      .set({ revokedAt: now, revokeReason: reason })
      .where(
        and(
          eq(sessions.tenantId, tenantId),
          isNull(sessions.revokedAt),
          sql`(${sessions.secretHash} = ${hash} or ${sessions.deviceHash} = ${hash})`,
        ),
      );
  }
}

/** Ends every session of a customer (password change), optionally keeping one. Returns how many ended. */
export async function revokeCustomerSessions(
  db: Db,
  tenantId: string,
  customerId: string,
  reason: RevokeReason,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
