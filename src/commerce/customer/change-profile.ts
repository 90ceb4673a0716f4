// The customer changes their personal data in the account: salutation, names, date of birth, phone. Only their own row
// (tenant and id); rate limited per account. The login-state cookie's name follows at the next session check.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { customers } from './customer.schema';
import type { ProfileInput } from './customer-input';
import { profileOf, type CustomerProfile } from './customer-store';
import { failure, type CustomerFailure } from './errors';
import { spendTries } from './identity-limits';

export async function changeProfile(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: ProfileInput,
): Promise<{ ok: true; profile: CustomerProfile; dateOfBirth: string | null } | CustomerFailure> {
  const limited = await spendTries([['profileChangePerAccount', customerId]]);
  if (limited) return limited;
  const [row] = await db
    .update(customers)
    .set({
      salutation: input.salutation,
      firstName: input.firstName,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth === '' ? null : input.dateOfBirth,
      phone: input.phone === '' ? null : input.phone,
      updatedAt: shop.now(),
    })
    .where(and(eq(customers.tenantId, shop.tenant.key), eq(customers.id, customerId)))
    .returning();
  if (!row) return failure('CUSTOMER_NOT_LOGGED_IN');
  return { ok: true, profile: profileOf(row), dateOfBirth: row.dateOfBirth };
}
