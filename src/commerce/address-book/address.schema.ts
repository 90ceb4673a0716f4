// The customer's address book. Tenant-owned and customer-owned: every query filters by both, so one customer never
// reaches another's addresses. At most one default per customer (partial unique index).
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    salutation: text('salutation', { enum: ['female', 'male', 'notSpecified'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    addition: text('addition').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country', { enum: ['DE', 'AT', 'CH', 'NL'] }).notNull(),
    /** The default delivery address (preselected in checkout). */
    isDefault: boolean('is_default').notNull().default(false),
    /** The default billing address: the order keeps it as its billing address (the invoice's addressee). */
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
    uniqueIndex('customer_addresses_default_idx')
      .on(t.tenantId, t.customerId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('customer_addresses_default_billing_idx')
      .on(t.tenantId, t.customerId)
      .where(sql`${t.isDefaultBilling}`),
  ],
);

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
