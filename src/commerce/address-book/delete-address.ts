// Removes an address of the customer's book. When it was a default (delivery or billing), the oldest remaining one
// takes that default over, so a customer with addresses always has both defaults.
import { and, asc, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { customerAddresses } from './address.schema';
import { defaultKinds, isUuid, ownAddress, ownAddresses } from './address-store';
import type { AddressFailure } from './errors';
import { lockAddressBook } from './lock-address-book';

export async function deleteAddress(
  db: Db,
  shop: ShopContext,
  customerId: string,
  id: string,
): Promise<{ ok: true } | AddressFailure> {
  if (!isUuid(id)) return { ok: false, code: 'ADDRESS_NOT_FOUND' };
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, shop, customerId);
    const [removed] = await tx.delete(customerAddresses).where(ownAddress(shop, customerId, id)).returning();
    if (!removed) return { ok: false, code: 'ADDRESS_NOT_FOUND' } as const;
    const lost = defaultKinds.filter((kind) => removed[kind]);
    if (lost.length > 0) {
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(ownAddresses(shop, customerId))
        .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id))
        .limit(1);
      if (next)
        await tx
          .update(customerAddresses)
          .set(Object.fromEntries(lost.map((kind) => [kind, true])))
          .where(and(ownAddresses(shop, customerId), eq(customerAddresses.id, next.id)));
    }
    return { ok: true } as const;
  });
}
