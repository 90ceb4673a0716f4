// Registration (SPEC §5). The answer is the same whether the address is new or known, so nobody learns who is a
// customer: a new address gets an activation mail, a known one a mail saying so. Both paths hash the password once.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { passwords } from '@/platform/auth/password-hash';
import type { Db } from '@/platform/db/client';
import { and, eq } from 'drizzle-orm';
import type { Requester } from './actor';
import { customers } from './customer.schema';
import { normalizeEmail, type RegistrationInput } from './customer-input';
import { sendActivationLink, tellAlreadyRegistered } from './registration-mails';
import { findCustomerByEmail, insertCustomer } from './customer-store';
import type { CustomerFailure } from './errors';
import { spendTries } from './identity-limits';
import { isUniqueViolation } from '@/platform/db/errors';

export type RegisterResult = { ok: true } | CustomerFailure;

export async function registerCustomer(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  input: RegistrationInput,
): Promise<RegisterResult> {
  const tenantId = shop.tenant.key;
  const email = normalizeEmail(input.email);
  const limited = await spendTries([
    ['registerPerAddress', requester.address],
    ['registerPerAccount', `${tenantId}:${email}`],
  ]);
  if (limited) return limited;

  const passwordHash = await passwords.hash(input.password);
  const now = shop.now();
  const details = {
    salutation: input.salutation,
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth || null,
    locale: shop.locale,
  };

  try {
    await db.transaction(async (tx) => {
      const existing = await findCustomerByEmail(tx, tenantId, email);
      if (existing?.activatedAt) {
        await tellAlreadyRegistered(tx, shop, existing);
        return;
      }
      // An address never confirmed belongs to nobody yet: the latest registration replaces the earlier one. Activation
      // asks for the password, so whoever registered last cannot hand an account to the mailbox owner unnoticed.
      const customer = existing
        ? (
            await tx
              .update(customers)
              .set({ ...details, email: input.email.trim(), passwordHash, updatedAt: now })
              .where(and(eq(customers.tenantId, tenantId), eq(customers.id, existing.id)))
              .returning()
          )[0]!
        : await insertCustomer(tx, {
            ...details,
            tenantId,
            email: input.email.trim(),
            passwordHash,
            createdAt: now,
            updatedAt: now,
          });
      await sendActivationLink(tx, shop, customer);
    });
  } catch (error) {
    // Two registrations of one new address at the same moment: the first one's mail goes out, the second is moot.
    if (!isUniqueViolation(error)) throw error;
  }
  return { ok: true };
}
