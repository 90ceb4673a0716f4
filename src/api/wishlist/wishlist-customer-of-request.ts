// Whose wishlist a request means: the customer behind the session, logged in or recognised (soft). A soft-logged-in
// customer keeps the wishlist as the basket (docs/decisions/0025-wishlist.md); nobody else has one.
import { currentCustomer } from '@/commerce/customer/current-customer';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { readCredentials } from '@/api/identity/session-cookies';
import { getDb } from '@/platform/db/database';

export async function wishlistCustomerOf(request: Request, shop: ShopContext): Promise<string | null> {
  const current = await currentCustomer(await getDb(), shop, readCredentials(request));
  return current.level === 'anonymous' ? null : current.customer.id;
}
