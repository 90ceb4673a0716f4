// A guest's account afterwards (decision 0052): the guest chooses a password on the confirmation page; the row becomes
// a registered customer once the activation link in the mail is followed (activateCustomer), which proves the
// address as a registration does. An address that already has an account gets the registration's "you already have
// an account" mail instead, and the same answer, so the page tells nobody who is a customer.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { passwords } from '@/platform/auth/password-hash';
import type { Db } from '@/platform/db/client';
import { customerTokens, customers } from './customer.schema';
import type { GuestAccountInput } from './customer-input';
import { sendActivationLink, tellAlreadyRegistered } from './registration-mails';
import { findCustomerByEmail, findCustomerById, type CustomerProfile } from './customer-store';
import type { CustomerFailure } from './errors';
import { spendTries } from './identity-limits';

export async function requestGuestAccount(
  db: Db,
  shop: ShopContext,
  guest: CustomerProfile,
  input: GuestAccountInput,
): Promise<{ ok: true } | CustomerFailure> {
  const tenantId = shop.tenant.key;
  const limited = await spendTries([['registerPerAccount', `${tenantId}:guest:${guest.id}`]]);
  if (limited) return limited;
  const row = await findCustomerById(db, tenantId, guest.id);
  if (!row?.guest) return { ok: true };
  const passwordHash = await passwords.hash(input.password);
  const now = shop.now();
  await db.transaction(async (tx) => {
    const registered = await findCustomerByEmail(tx, tenantId, row.email);
    if (registered && !registered.activatedAt) {
      // A registration never confirmed belongs to nobody yet (registerCustomer): the latest request replaces it.
      await tx.delete(customerTokens).where(and(eq(customerTokens.tenantId, tenantId), eq(customerTokens.customerId, registered.id)));
      await tx.delete(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.id, registered.id)));
    } else if (registered) {
      await tellAlreadyRegistered(tx, shop, registered);
      return;
    }
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, row.id)));
    await sendActivationLink(tx, shop, { ...row, passwordHash });
  });
  return { ok: true };
}
