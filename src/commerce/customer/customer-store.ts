// Reads and writes of the customers table. Every query filters by tenant.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { p, preparedQuery } from '@/platform/db/prepared-statement';
import { customerTokens, customers, type CustomerRow } from './customer.schema';
import { normalizeCustomerNumber, normalizeEmail } from './customer-input';

/** The registered customer of an address (guests are nobody's login: decision 0052). */
export async function findCustomerByEmail(
  db: Db,
  tenantId: string,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(eq(customers.tenantId, tenantId), eq(customers.emailNormalized, normalizeEmail(email)), eq(customers.guest, false)),
    );
  return row;
}

export async function findCustomerByNumber(
  db: Db,
  tenantId: string,
  customerNumber: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        eq(customers.customerNumber, normalizeCustomerNumber(customerNumber)),
      ),
    );
  return row;
}

// Prepared: every signed-in request and every order reads the customer by id (decision 0060).
const customerById = preparedQuery('customer-by-id', (db) =>
  db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, p('tenantId')), eq(customers.id, p('id')))),
);

export async function findCustomerById(
  db: Db,
  tenantId: string,
  id: string,
): Promise<CustomerRow | undefined> {
  const [row] = await customerById(db, { tenantId, id });
  return row;
}

/** The read of findCustomerById, to be read ahead (decision 0070). */
export const customerByIdAhead = (tenantId: string, id: string) => customerById.ahead({ tenantId, id });

/** Eight digits, not starting with 0; unique per tenant (the caller retries on the rare collision). */
export const newCustomerNumber = () => String(randomInt(10_000_000, 100_000_000));

export type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'customerNumber' | 'emailNormalized'>;

/** Inserts a customer with a fresh customer number, retrying when the number is taken. */
export async function insertCustomer(tx: Db, values: NewCustomer): Promise<CustomerRow> {
  for (let attempt = 0; ; attempt++) {
    const [row] = await tx
      .insert(customers)
      .values({
        ...values,
        customerNumber: newCustomerNumber(),
        emailNormalized: normalizeEmail(values.email),
      })
      .onConflictDoNothing({ target: [customers.tenantId, customers.customerNumber] })
      .returning();
    if (row) return row;
    if (attempt > 20) throw new Error('no free customer number after 20 attempts');
  }
}

/** What the login-state cookie and the customer endpoint tell about a customer (SPEC §3, §6). */
export interface CustomerProfile {
  id: string;
  customerNumber: string;
  salutation: CustomerRow['salutation'];
  firstName: string;
  lastName: string;
  flags: { creditAffinity: boolean; bonusProgram: boolean; noPassword: boolean };
  /** A guest of one checkout (decision 0052). */
  guest: boolean;
}

export function profileOf(row: CustomerRow): CustomerProfile {
  return {
    id: row.id,
    customerNumber: row.customerNumber,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    flags: {
      creditAffinity: row.creditAffinity,
      bonusProgram: row.bonusProgram,
      noPassword: row.passwordHash === null,
    },
    guest: row.guest,
  };
}

/**
 * An account deleted (privacy): the row stays as the anchor of kept orders, invoices and bookings (customer number),
 * with nothing left that names or reaches the person; no login works any more (no password, an address that cannot
 * receive mail, `.invalid` per RFC 2606).
 */
export async function anonymizeCustomer(tx: Db, tenantId: string, customerId: string, now: Date): Promise<void> {
  const email = `deleted-${customerId}@account.invalid`;
  await tx
    .update(customers)
    .set({
      salutation: 'notSpecified',
      firstName: '',
      lastName: '',
      email,
      emailNormalized: email,
      passwordHash: null,
      dateOfBirth: null,
      phone: null,
      creditAffinity: false,
      bonusProgram: false,
      updatedAt: now,
    })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  await tx.delete(customerTokens).where(and(eq(customerTokens.tenantId, tenantId), eq(customerTokens.customerId, customerId)));
}

/** Whether the customer takes part in the shop's bonus programme (SPEC §3 `bop`): set when a card is entered. */
export async function setBonusProgram(tx: Db, tenantId: string, customerId: string, value: boolean): Promise<void> {
  await tx
    .update(customers)
    .set({ bonusProgram: value, updatedAt: new Date() })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
}
