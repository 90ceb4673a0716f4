// "Als Gast bestellen" (decision 0052): the details of one purchase without an account. Each guest checkout is a row
// of its own, so the answer never depends on whether the address belongs to a customer (no enumeration), and a
// guest session reaches the checkout, the basket and the order it places — nothing of any account.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Requester } from './actor';
import type { GuestInput } from './customer-input';
import { insertCustomer, profileOf, type CustomerProfile } from './customer-store';
import type { CustomerFailure } from './errors';
import { spendTries } from './identity-limits';
import { startSession } from './log-in';
import type { NewSession } from '@/platform/auth/session-store';

export type GuestCheckoutResult = { ok: true; session: NewSession; customer: CustomerProfile } | CustomerFailure;

export async function startGuestCheckout(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  input: GuestInput,
): Promise<GuestCheckoutResult> {
  const limited = await spendTries([['guestPerAddress', requester.address]]);
  if (limited) return limited;
  const now = shop.now();
  const customer = await insertCustomer(db, {
    tenantId: shop.tenant.key,
    guest: true,
    salutation: input.salutation,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email.trim(),
    dateOfBirth: input.dateOfBirth || null,
    locale: shop.locale,
    passwordHash: null,
    createdAt: now,
    updatedAt: now,
  });
  const { session } = await startSession(db, shop, requester, customer.id, { guest: true });
  return { ok: true, session, customer: profileOf(customer) };
}
