// Reads and writes of the subscription record and its consent log. Every query filters by tenant.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { newsletterConsents, newsletterSubscribers, type SubscriberRow } from './newsletter.schema';

export async function findSubscriberByEmail(
  db: Db,
  tenantId: string,
  emailNormalized: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriberRow | null> {
  const query = db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.tenantId, tenantId), eq(newsletterSubscribers.emailNormalized, emailNormalized)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findSubscriberById(
  db: Db,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriberRow | null> {
  if (!uuidShape.test(id)) return null;
  const query = db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.tenantId, tenantId), eq(newsletterSubscribers.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateSubscriber(
  tx: Db,
  row: SubscriberRow,
  changes: Partial<Omit<SubscriberRow, 'id' | 'tenantId' | 'createdAt'>>,
  now: Date,
): Promise<SubscriberRow> {
  const [updated] = await tx
    .update(newsletterSubscribers)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(newsletterSubscribers.tenantId, row.tenantId), eq(newsletterSubscribers.id, row.id)))
    .returning();
  return updated!;
}

export type ConsentEvent = (typeof newsletterConsents.$inferInsert)['event'];

/** Appends to the consent log: what happened to which address, where, when, and to which text. */
export async function recordConsent(
  tx: Db,
  row: Pick<SubscriberRow, 'tenantId' | 'id' | 'email' | 'brands'>,
  event: ConsentEvent,
  source: string,
  at: Date,
  textVersion?: string,
): Promise<void> {
  await tx.insert(newsletterConsents).values({
    tenantId: row.tenantId,
    subscriberId: row.id,
    event,
    email: row.email,
    source,
    textVersion: textVersion ?? null,
    brands: row.brands,
    at,
  });
}
