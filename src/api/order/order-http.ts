// Shared bits of the order endpoints: JSON answers that are never cached, and the logged-in customer of a request.
import { currentCustomer } from '@/commerce/customer/current-customer';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { readCredentials } from '@/api/identity/session-cookies';
import type { Db } from '@/platform/db/client';

export const noStore = { 'cache-control': 'private, no-store' } as const;

export const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });

/** The fully logged-in customer, or the 401 the checkout contract asks for (soft and anonymous are told apart). */
export async function fullCustomerOf(
  db: Db,
  shop: ShopContext,
  request: Request,
): Promise<{ ok: true; customer: CustomerProfile } | { ok: false; response: Response }> {
  const current = await currentCustomer(db, shop, readCredentials(request));
  if (current.level === 'full') return { ok: true, customer: current.customer };
  return { ok: false, response: answer({ error: 'CHECKOUT_LOGIN_REQUIRED', level: current.level }, 401) };
}
