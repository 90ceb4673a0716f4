// Writes of the checkout state. A change is read-modify-write under a row lock in one transaction, so two tabs
// saving different steps at once both keep their step.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { CheckoutState } from './checkout-types';
import { checkoutStates, type StoredCheckoutChoices } from './checkout.schema';
import { noChoices } from './load-checkout-state';

export async function updateCheckoutState(
  db: Db,
  shop: ShopContext,
  customerId: string,
  change: (current: StoredCheckoutChoices) => StoredCheckoutChoices,
): Promise<CheckoutState> {
  return db.transaction(async (tx) => {
    const now = shop.now();
    await tx
      .insert(checkoutStates)
      .values({ tenantId: shop.tenant.key, customerId, choices: noChoices, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(checkoutStates)
      .where(and(eq(checkoutStates.tenantId, shop.tenant.key), eq(checkoutStates.customerId, customerId)))
      .for('update');
    const choices = change({ ...noChoices, ...row!.choices });
    await tx
      .update(checkoutStates)
      .set({ choices, updatedAt: now })
      .where(and(eq(checkoutStates.tenantId, shop.tenant.key), eq(checkoutStates.customerId, customerId)));
    return { tenantId: shop.tenant.key, customerId, ...choices, updatedAt: now.toISOString() };
  });
}

/** An account deleted (privacy): the choices of an unfinished checkout go. */
export async function forgetCheckoutState(tx: Db, tenantId: string, customerId: string): Promise<void> {
  await tx.delete(checkoutStates).where(and(eq(checkoutStates.tenantId, tenantId), eq(checkoutStates.customerId, customerId)));
}
