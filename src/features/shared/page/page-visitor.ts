import 'server-only';
// Who is behind a page request: the one place pages, layouts and guards read the session cookies. Memoised per
// request, so a layout and its page ask the database once.
import { cookies } from 'next/headers';
import { cache } from 'react';
import { currentCustomer, type CurrentCustomer } from '@/commerce/customer/current-customer';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { identityCookies } from '@/platform/auth/login-state';
import { getDb } from '@/platform/db/database';
import { pageShop, type ShopParams } from './page-shop';

export interface PageVisitor {
  shop: ShopContext;
  current: CurrentCustomer;
}

const visitorOf = cache(async (shop: ShopContext, guests: 'allow' | 'none'): Promise<CurrentCustomer> => {
  const jar = await cookies();
  const credentials = { session: jar.get(identityCookies.session)?.value, device: jar.get(identityCookies.device)?.value };
  return currentCustomer(await getDb(), shop, credentials, guests === 'allow' ? { guests } : {});
});

/** `guests: 'allow'` only for the checkout's pages: elsewhere a guest checkout's session shows nobody (decision 0052). */
export async function pageVisitor(params: ShopParams, options: { guests?: 'allow' } = {}): Promise<PageVisitor> {
  const shop = await pageShop(params);
  return { shop, current: await visitorOf(shop, options.guests ?? 'none') };
}

/** The logged-in customer of an account page, or null (the account layout then shows the login instead). */
export async function pageCustomer(params: ShopParams) {
  const { shop, current } = await pageVisitor(params);
  return current.level === 'full' ? { shop, customer: current.customer } : null;
}
