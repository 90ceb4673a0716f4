// The alternative login (SPEC §6, flag customerNumberLogin): customer number and date of birth. Guessable by
// nature, so at most 5 tries per customer number per hour, successful ones included.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Requester } from './actor';
import { normalizeCustomerNumber, type CustomerNumberLoginInput } from './customer-input';
import { findCustomerByNumber, profileOf } from './customer-store';
import { failure } from './errors';
import { spendTries } from './identity-limits';
import { startSession, type LoginResult } from './log-in';

export async function logInWithCustomerNumber(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  input: CustomerNumberLoginInput,
): Promise<LoginResult> {
  if (!shop.tenant.flags.customerNumberLogin) return failure('CUSTOMER_INVALID_CREDENTIALS');
  const tenantId = shop.tenant.key;
  const limited = await spendTries([
    ['customerNumberPerAddress', requester.address],
    ['customerNumberPerNumber', `${tenantId}:${normalizeCustomerNumber(input.customerNumber)}`],
  ]);
  if (limited) return limited;

  const customer = await findCustomerByNumber(db, tenantId, input.customerNumber);
  const matches = Boolean(
    customer?.activatedAt && !customer.guest && customer.dateOfBirth && customer.dateOfBirth === input.dateOfBirth,
  );
  if (!customer || !matches) return failure('CUSTOMER_INVALID_CREDENTIALS');

  return {
    ok: true,
    ...(await startSession(db, shop, requester, customer.id)),
    customer: profileOf(customer),
  };
}
