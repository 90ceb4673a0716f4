// Invoices and credit notes (Rechnungskorrekturen) as made: the PDF's bytes and their SHA-256 are stored once and
// served as they are; nothing updates a document (decision 0033). Numbers are gapless per tenant, series and year:
// the counter row is taken in the document's own transaction. Tenant-owned: every row and query carries tenant_id.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

export const documentKinds = ['invoice', 'credit-note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind', { enum: documentKinds }).notNull(),
    /** RE-DE-2026-000001 (invoice), RK-DE-2026-000001 (credit note). */
    documentNumber: text('document_number').notNull(),
    /** What made it, unique per order: `shipment`, `return:<reference>`. A repeated cause makes nothing. */
    cause: text('cause').notNull(),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    /** Gross, minor units, positive (a credit note's amount is what it credits). */
    totalAmount: integer('total_amount').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    pdf: bytea('pdf').notNull(),
    /** Hex SHA-256 of `pdf`: checked on every download. */
    sha256: text('sha256').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_documents_number_idx').on(t.tenantId, t.documentNumber),
    uniqueIndex('invoice_documents_cause_idx').on(t.tenantId, t.orderId, t.cause),
    index('invoice_documents_customer_idx').on(t.tenantId, t.customerId, t.issuedAt),
    check('invoice_documents_total', sql`${t.totalAmount} >= 0`),
  ],
);

export type InvoiceDocumentRow = typeof invoiceDocuments.$inferSelect;

/** The last number given out per tenant, series (RE, RK) and local year. */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    tenantId: text('tenant_id').notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.series, t.year] })],
);
