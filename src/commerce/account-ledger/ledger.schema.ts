// The customer's account (Kundenkonto): what they owe and what they paid. A debit is positive, a payment or credit
// negative; the open balance is the sum. Each booking has a unique reference, so a retried booking (a replayed payment
// callback, a re-run job) is booked once.
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const ledgerEntryKinds = [
  /** The order's amount on invoice, due in 30 days (or the pause's 4 months). */
  'order-debit',
  /** One due date of an instalment plan. */
  'instalment',
  /** The payment pause surcharge. */
  'surcharge',
  /** A payment received (card, PayPal, payment link, bank transfer from the ERP). */
  'payment',
  /** A credit: withdrawal, return, cancellation. */
  'credit',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    orderId: uuid('order_id'),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull(),
    /** Minor units; debit > 0, payment/credit < 0. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** For debits: when it is due (local date). Null for payments and credits. */
    dueOn: date('due_on', { mode: 'string' }),
    /** Unique per tenant: `order:<id>:debit`, `order:<id>:instalment:3`, `payment:<provider ref>` … */
    reference: text('reference').notNull(),
    /** Shown in the bookings overview (already localized at booking time is not needed: a text key + params). */
    textKey: text('text_key').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_idx').on(t.tenantId, t.reference),
    index('ledger_entries_customer_idx').on(t.tenantId, t.customerId, t.dueOn),
    index('ledger_entries_order_idx').on(t.orderId),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
