// What a customer still owes: per order, the debits minus what was paid or credited. Payments and credits settle
// the earliest due date first, so the open items are the latest rates of a plan.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { ledgerEntries } from './ledger.schema';

/** Debits minus payments and credits of one order, never below 0 (an overpayment is not "open"). */
export async function openAmountOfOrder(db: Db, shop: ShopContext, orderId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, shop.tenant.key), eq(ledgerEntries.orderId, orderId)));
  return Math.max(0, Number(row?.sum ?? 0));
}

export interface OpenItem {
  orderId: string | null;
  dueOn: string;
  /** The debit as booked. */
  amount: number;
  /** What of it is still open (> 0). */
  openAmount: number;
  currency: string;
  reference: string;
  textKey: string;
}

export interface EntryLike {
  orderId: string | null;
  kind: string;
  amount: number;
  currency: string;
  dueOn: string | null;
  reference: string;
  textKey: string;
}

/** A debit with what of it is still open (0 when settled). */
export interface SettledDebit extends Omit<OpenItem, 'openAmount'> {
  openAmount: number;
}

/**
 * Pure: allocates each order's payments and credits to its debits, the earliest due date first (a rate paid early
 * settles the next one due, not the last). Every debit, settled or not, earliest due first.
 */
export function allocateDebits(entries: readonly EntryLike[]): SettledDebit[] {
  const byOrder = new Map<string, EntryLike[]>();
  for (const e of entries) {
    const key = e.orderId ?? '';
    byOrder.set(key, [...(byOrder.get(key) ?? []), e]);
  }
  const debits: SettledDebit[] = [];
  for (const group of byOrder.values()) {
    let settled = -group.filter((e) => e.amount < 0).reduce((sum, e) => sum + e.amount, 0);
    const ordered = group
      .filter((e) => e.amount > 0)
      .sort((a, b) => (a.dueOn ?? '').localeCompare(b.dueOn ?? '') || a.reference.localeCompare(b.reference));
    for (const debit of ordered) {
      const used = Math.min(settled, debit.amount);
      settled -= used;
      debits.push({
        orderId: debit.orderId,
        dueOn: debit.dueOn ?? '',
        amount: debit.amount,
        openAmount: debit.amount - used,
        currency: debit.currency,
        reference: debit.reference,
        textKey: debit.textKey,
      });
    }
  }
  return debits.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.reference.localeCompare(b.reference));
}

/** Pure: the debits still (partly) open, earliest due first. */
export function allocateOpenItems(entries: readonly EntryLike[]): OpenItem[] {
  return allocateDebits(entries).filter((d) => d.openAmount > 0);
}

/** The customer's open items in this shop, earliest due first. */
export async function openItemsOf(db: Db, shop: ShopContext, customerId: string): Promise<OpenItem[]> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, shop.tenant.key), eq(ledgerEntries.customerId, customerId)))
    .orderBy(asc(ledgerEntries.bookedAt));
  return allocateOpenItems(rows);
}
