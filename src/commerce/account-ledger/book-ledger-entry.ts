// Books one entry in a customer's account. The reference is unique per tenant, so a retried booking (a replayed
// payment callback, a job run twice, an ERP that posts again) is booked once: the second insert does nothing.
import type { SQL } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { ledgerEntries, type LedgerEntryKind } from './ledger.schema';

export interface LedgerEntryInput {
  customerId: string;
  orderId: string | null;
  kind: LedgerEntryKind;
  /** Minor units: a debit positive, a payment or credit negative. */
  amount: number;
  currency: string;
  /** Local date (YYYY-MM-DD) a debit is due; null for payments and credits. */
  dueOn: string | null;
  reference: string;
  /** A message key (namespace `orders.ledger`) the bookings overview shows. */
  textKey: string;
}

const isDebit = (kind: LedgerEntryKind) =>
  kind === 'order-debit' || kind === 'instalment' || kind === 'surcharge';

function checked(entry: LedgerEntryInput): LedgerEntryInput {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0)
    throw new Error(`ledger amount must be a non-zero integer, got ${entry.amount}`);
  if (isDebit(entry.kind) !== entry.amount > 0)
    throw new Error(`a ${entry.kind} entry must be ${isDebit(entry.kind) ? 'positive' : 'negative'}`);
  return entry;
}

/**
 * Several entries in one statement (an order's plan); each is still booked once by its reference. The statement is
 * returned, not run: the caller writes it together with its own (placing an order: in the order's insert).
 */
export function ledgerEntriesInsert(tx: Db, shop: ShopContext, entries: readonly LedgerEntryInput[]): SQL | null {
  if (entries.length === 0) return null;
  return tx
    .insert(ledgerEntries)
    .values(entries.map((e) => ({ ...checked(e), tenantId: shop.tenant.key, bookedAt: shop.now() })))
    .onConflictDoNothing({ target: [ledgerEntries.tenantId, ledgerEntries.reference] })
    .getSQL();
}

/** Several entries in one statement (an order's plan); each is still booked once by its reference. */
export async function bookLedgerEntries(
  tx: Db,
  shop: ShopContext,
  entries: readonly LedgerEntryInput[],
): Promise<void> {
  const statement = ledgerEntriesInsert(tx, shop, entries);
  if (statement) await tx.execute(statement);
}

/** True when this call booked the entry, false when one with its reference was already there. */
export async function bookLedgerEntry(tx: Db, shop: ShopContext, entry: LedgerEntryInput): Promise<boolean> {
  const booked = await tx
    .insert(ledgerEntries)
    .values({ ...checked(entry), tenantId: shop.tenant.key, bookedAt: shop.now() })
    .onConflictDoNothing({ target: [ledgerEntries.tenantId, ledgerEntries.reference] })
    .returning({ id: ledgerEntries.id });
  return booked.length > 0;
}
