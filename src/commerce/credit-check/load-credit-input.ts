// Gathers what the credit check looks at from the shop's own data: the customer, their settled orders and their
// account ledger. Computed on demand (cheap: three indexed reads), never cached between steps.
import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import { ageOn } from '@/commerce/checkout/calendar-dates';
import { customers } from '@/commerce/customer/customer.schema';
import { orders, type OrderStatus } from '@/commerce/order/order.schema';
import { localDay } from '@/commerce/promotion/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { CreditInput } from './credit-check';

const settledStatuses: OrderStatus[] = ['paid', 'in-fulfilment', 'shipped', 'delivered'];

export async function loadCreditInput(
  db: Db,
  shop: ShopContext,
  customerId: string,
  orderAmount: number,
): Promise<CreditInput> {
  const tenantId = shop.tenant.key;
  const today = localDay(shop);
  const [customer] = await db
    .select({ lastName: customers.lastName, dateOfBirth: customers.dateOfBirth, creditAffinity: customers.creditAffinity })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  if (!customer) throw new Error(`no customer ${customerId} in ${tenantId}`);
  const [settled] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerId, customerId), inArray(orders.status, settledStatuses)));
  // Payments and credits (negative) settle the oldest debits first, so what is overdue is the sum of the debits
  // due before today minus everything paid, when positive.
  const [ledger] = await db
    .select({
      balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number),
      dueDebits: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0 and ${lt(ledgerEntries.dueOn, today)}), 0)`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, tenantId), eq(ledgerEntries.customerId, customerId)));
  return {
    currency: shop.currency,
    orderAmount,
    settledOrders: settled?.n ?? 0,
    openBalance: ledger?.balance ?? 0,
    overdueAmount: Math.max(0, (ledger?.dueDebits ?? 0) + (ledger?.paid ?? 0)),
    age: customer.dateOfBirth ? ageOn(customer.dateOfBirth, today) : null,
    lastName: customer.lastName,
    creditAffinity: customer.creditAffinity,
  };
}
