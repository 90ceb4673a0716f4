// Who is behind a request's session cookies in this shop: nobody, a recognised customer (soft) or a logged-in one.
// A guest of a checkout (decision 0052) is somebody only where the caller says guests count — the checkout, the
// basket and the order just placed; everywhere else (account, wishlist, header, chat, newsletter) a guest is
// anonymous, so nothing built for registered customers opens to a guest session by accident.
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
  /** `guestSession`: the cookies name a live guest session where guests do not count — keep them, show nobody. */
  | { level: 'anonymous'; guestSession?: true }
  | { level: CustomerLevel; session: ResolvedSession; customer: CustomerProfile };

export async function currentCustomer(
  db: Db,
  shop: ShopContext,
  credentials: SessionCredentials,
  options: { touch?: boolean; guests?: 'allow' } = {},
): Promise<CurrentCustomer> {
  const now = shop.now();
  const session = await resolveSession(db, shop.tenant.key, credentials, now);
  if (!session) return { level: 'anonymous' };
  const row = await findCustomerById(db, shop.tenant.key, session.customerId);
  if (!row) return { level: 'anonymous' };
  if (row.guest && (options.guests !== 'allow' || session.level !== 'full'))
    return session.level === 'full' ? { level: 'anonymous', guestSession: true } : { level: 'anonymous' };
  if (options.touch) await touchSession(db, session, now);
  return { level: session.level, session, customer: profileOf(row) };
}
