// The checkout choices kept on the server between steps, one row per customer and shop: a crash, a closed tab or
// another device loses nothing. The row holds plain data (CheckoutState); every amount is recomputed from it.
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CheckoutState } from './checkout-types';

export type StoredCheckoutChoices = Pick<CheckoutState, 'delivery' | 'payment' | 'protection' | 'premium'>;

export const checkoutStates = pgTable(
  'checkout_states',
  {
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    choices: jsonb('choices').$type<StoredCheckoutChoices>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.customerId] })],
);
