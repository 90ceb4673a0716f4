// Who is behind a request's session cookies in this shop: nobody, a recognised customer (soft) or a logged-in one.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import {
  resolveSession,
  touchSession,
  type ResolvedSession,
  type SessionCredentials,
} from '@/platform/auth/session-store';
import type { CustomerLevel } from '@/platform/auth/session-level';
import type { Db } from '@/platform/db/client';
import { findCustomerById, profileOf, type CustomerProfile } from './customer-store';

export type CurrentCustomer =
  { level: 'anonymous' } | { level: CustomerLevel; session: ResolvedSession; customer: CustomerProfile };

export async function currentCustomer(
  db: Db,
  shop: ShopContext,
  credentials: SessionCredentials,
  options: { touch?: boolean } = {},
): Promise<CurrentCustomer> {
  const now = shop.now();
  const session = await resolveSession(db, shop.tenant.key, credentials, now);
  if (!session) return { level: 'anonymous' };
  const row = await findCustomerById(db, shop.tenant.key, session.customerId);
  if (!row) return { level: 'anonymous' };
  if (options.touch) await touchSession(db, session, now);
  return { level: session.level, session, customer: profileOf(row) };
}
