// Serializes changes to one customer's address book (limit and single default hold under concurrent requests):
// the customer row is the lock.
import { and, eq } from 'drizzle-orm';
import { customers } from '@/commerce/customer/customer.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

export async function lockAddressBook(tx: Db, shop: ShopContext, customerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, shop.tenant.key), eq(customers.id, customerId)))
    .for('update');
  return row !== undefined;
}
