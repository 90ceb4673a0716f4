// Whose basket a request means: the customer's when the session names one (logged in or recognised), else the
// visitor's from the basket cookie. A customer who still carries a visitor basket gets it merged first, so a
// login that happened elsewhere (another tab, a soft login) never strands what the visitor collected.
import { mergeBaskets } from '@/commerce/basket/merge-baskets';
import type { BasketOwner } from '@/commerce/basket/basket-owner';
import { currentCustomer } from '@/commerce/customer/current-customer';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { readCredentials } from '@/api/identity/session-cookies';
import { getDb } from '@/platform/db/database';
import { clearedBasketCookie, readBasketToken } from './basket-cookie';

export interface RequestOwner {
  owner: BasketOwner;
  /** Set-Cookie values the answer must carry (the visitor cookie cleared after a merge). */
  cookies: string[];
}

export async function basketOwnerOf(request: Request, shop: ShopContext): Promise<RequestOwner> {
  const db = await getDb();
  const token = readBasketToken(request);
  // A guest checkout's basket is the guest's (decision 0052).
  const current = await currentCustomer(db, shop, readCredentials(request), { guests: 'allow' });
  if (current.level === 'anonymous') return { owner: { kind: 'visitor', token }, cookies: [] };
  if (!token) return { owner: { kind: 'customer', customerId: current.customer.id }, cookies: [] };
  await mergeBaskets(db, shop, { visitorToken: token, customerId: current.customer.id });
  return { owner: { kind: 'customer', customerId: current.customer.id }, cookies: [clearedBasketCookie()] };
}

/**
 * For the login endpoints: after a successful login, the visitor's basket joins the customer's. Returns the
 * Set-Cookie values for the answer (the visitor cookie goes).
 */
export async function mergeBasketAtLogin(
  request: Request,
  shop: ShopContext,
  customerId: string,
): Promise<string[]> {
  const token = readBasketToken(request);
  if (!token) return [];
  await mergeBaskets(await getDb(), shop, { visitorToken: token, customerId });
  return [clearedBasketCookie()];
}
