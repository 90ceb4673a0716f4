// "A fully logged-in customer, or 401": the checkout, order and payment endpoints answer anonymous and
// soft-logged-in visitors alike, telling the UI the level so it can send them to the right login.
import { currentCustomer } from '@/commerce/customer/current-customer';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { readCredentials } from '@/api/identity/session-cookies';
import type { Db } from '@/platform/db/client';
import { privateJson } from './responses';

export async function requireFullCustomer(
  db: Db,
  shop: ShopContext,
  request: Request,
  headers: Record<string, string> = {},
): Promise<{ ok: true; customer: CustomerProfile } | { ok: false; response: Response }> {
  const current = await currentCustomer(db, shop, readCredentials(request));
  if (current.level === 'full') return { ok: true, customer: current.customer };
  return {
    ok: false,
    response: privateJson({ error: 'CHECKOUT_LOGIN_REQUIRED', level: current.level }, 401, headers),
  };
}
