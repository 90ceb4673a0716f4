// Logout ends the presented session on the server: its cookies are worthless afterwards, wherever they were copied.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { revokePresented } from '@/platform/auth/session-store';
import type { Db } from '@/platform/db/client';
import type { Requester } from './actor';

export async function logOut(db: Db, shop: ShopContext, requester: Requester): Promise<{ ok: true }> {
  await revokePresented(db, shop.tenant.key, requester.credentials, 'logout', shop.now());
  return { ok: true };
}
