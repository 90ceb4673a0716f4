// Contact requests (tickets) and their pictures. Tenant-owned: every row and query carries tenant_id. Pictures are
// kept as the re-encoded bytes (never the upload) in the database, under server-made ids: nothing a visitor named
// reaches a file system path, and every app instance reads the same files (decision 0030).
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Bytes sent as base64 text and decoded by the database: the embedded PGlite serialises a bytea parameter byte by
 * byte in JavaScript (180 ms for 1.3 MB), `decode(…, 'base64')` takes 15 ms; PostgreSQL is as fast either way.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${Buffer.from(value).toString('base64')}, 'base64')`,
});

/** The form's values as sent and checked (contact-input.ts), less the attachments. */
export type ContactFields = Record<string, string | boolean>;

export const contactTickets = pgTable(
  'contact_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    /** Shown to the customer and quoted in mails: K-7Q4M-2X9P. Random, so it tells nobody how many there are. */
    number: text('number').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    /** The logged-in customer who sent it; null for a visitor. */
    customerId: uuid('customer_id'),
    email: text('email').notNull(),
    fields: jsonb('fields').$type<ContactFields>().notNull(),
    /** What the newsletter wishes did: applied, mailed (a settings link went to the address), or none. */
    newsletterOutcome: text('newsletter_outcome', { enum: ['none', 'applied', 'link-sent'] })
      .notNull()
      .default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('contact_tickets_tenant_number_idx').on(t.tenantId, t.number),
    index('contact_tickets_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    position: integer('position').notNull(),
    /** The name the visitor's file had: shown to staff, never used as a path. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 of `bytes`, hex. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('contact_attachments_ticket_idx').on(t.tenantId, t.ticketId)],
);

export type ContactTicketRow = typeof contactTickets.$inferSelect;
export type ContactAttachmentRow = typeof contactAttachments.$inferSelect;
