// Gathers what the credit check looks at from the shop's own data: the customer, their settled orders and their
// account ledger. Computed on demand (one query over indexed rows), never cached between steps.
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import { ageOn } from '@/commerce/kernel/calendar-day';
import { customers } from '@/commerce/customer/customer.schema';
import { settledOrderCount } from '@/commerce/order/settled-order-count';
import { localDay } from '@/commerce/kernel/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedQuery } from '@/platform/db/prepared-statement';
import type { CreditInput } from './credit-check';

// One round trip: the customer and, as subqueries, their settled orders (the order context's figure) and ledger
// sums. Payments and credits (negative) settle the oldest debits first, so what is overdue is the sum of the debits
// due before today minus everything paid, when positive. Prepared: every order runs it (decision 0060).
const ofCustomer = and(eq(ledgerEntries.tenantId, p('tenantId')), eq(ledgerEntries.customerId, p('customerId')));
const ledgerSum = (filter: SQL) =>
  sql<number>`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries} where ${ofCustomer} and ${filter})`.mapWith(
    Number,
  );
const creditRow = preparedQuery('credit-input', (db) =>
  db
    .select({
      lastName: customers.lastName,
      dateOfBirth: customers.dateOfBirth,
      creditAffinity: customers.creditAffinity,
      settled: settledOrderCount(p('tenantId'), p('customerId')),
      balance: ledgerSum(sql`true`),
      dueDebits: ledgerSum(and(gt(ledgerEntries.amount, 0), lt(ledgerEntries.dueOn, p('today')))!),
      paid: ledgerSum(lt(ledgerEntries.amount, 0)),
    })
    .from(customers)
    .where(and(eq(customers.tenantId, p('tenantId')), eq(customers.id, p('customerId')))),
);

const creditValues = (shop: ShopContext, customerId: string, today: string) => ({
  tenantId: shop.tenant.key,
  customerId,
  today,
});

/** The read of loadCreditInput (of decideCredit), to be read ahead (decision 0070). */
export const creditInputAhead = (shop: ShopContext, customerId: string) =>
  creditRow.ahead(creditValues(shop, customerId, localDay(shop)));

export async function loadCreditInput(
  db: Db,
  shop: ShopContext,
  customerId: string,
  orderAmount: number,
): Promise<CreditInput> {
  const tenantId = shop.tenant.key;
  const today = localDay(shop);
  const [row] = await creditRow(db, creditValues(shop, customerId, today));
  if (!row) throw new Error(`no customer ${customerId} in ${tenantId}`);
  return {
    currency: shop.currency,
    orderAmount,
    settledOrders: row.settled,
    openBalance: row.balance,
    overdueAmount: Math.max(0, row.dueDebits + row.paid),
    age: row.dateOfBirth ? ageOn(row.dateOfBirth, today) : null,
    lastName: row.lastName,
    creditAffinity: row.creditAffinity,
  };
}
