// Books one entry in a customer's account. The reference is unique per tenant, so a retried booking (a replayed
// payment callback, a job run twice, an ERP that posts again) is booked once: the second insert does nothing.
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { runPart, statementPart, type StatementPart } from '@/platform/db/prepared-statement';
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

// The entries travel as one JSON array, so the text is the same for one booking or twelve instalments (a prepared
// statement's part, decision 0060).
const entriesInsert = statementPart<{ tenantId: string; bookedAt: Date; entries: string }>(
  'ledger-entries-insert',
  (p) => sql`insert into ${ledgerEntries}
      (tenant_id, customer_id, order_id, kind, amount, currency, due_on, reference, text_key, booked_at)
      select ${p('tenantId')}, e.customer_id, e.order_id, e.kind, e.amount, e.currency, e.due_on, e.reference,
             e.text_key, ${p('bookedAt')}::timestamptz
      from jsonb_to_recordset(${p('entries')}::jsonb) as e(customer_id uuid, order_id uuid, kind text, amount integer,
             currency text, due_on date, reference text, text_key text)
      on conflict (tenant_id, reference) do nothing`,
);

/**
 * Several entries in one statement (an order's plan); each is still booked once by its reference. The statement is
 * returned, not run: the caller writes it together with its own (placing an order: in the order's insert).
 */
export function ledgerEntriesInsert(shop: ShopContext, entries: readonly LedgerEntryInput[]): StatementPart | null {
  if (entries.length === 0) return null;
  return entriesInsert({
    tenantId: shop.tenant.key,
    bookedAt: shop.now(),
    entries: JSON.stringify(
      entries.map(checked).map((e) => ({
        customer_id: e.customerId,
        order_id: e.orderId,
        kind: e.kind,
        amount: e.amount,
        currency: e.currency,
        due_on: e.dueOn,
        reference: e.reference,
        text_key: e.textKey,
      })),
    ),
  });
}

/** Several entries in one statement (an order's plan); each is still booked once by its reference. */
export async function bookLedgerEntries(
  tx: Db,
  shop: ShopContext,
  entries: readonly LedgerEntryInput[],
): Promise<void> {
  const part = ledgerEntriesInsert(shop, entries);
  if (part) await runPart(tx, part);
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
