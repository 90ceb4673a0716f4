// The session token of a request (SPEC §3, §4): type 0 anonymous, 1 soft-logged-in, 2 logged in; `cc` for customers.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { authKeys } from '@/platform/auth/secrets';
import { tokenTypeOfLevel, type TokenType } from '@/platform/auth/session-level';
import { ccValue, signSessionToken } from '@/platform/auth/session-token';
import type { Db } from '@/platform/db/client';
import type { CurrentCustomer } from './current-customer';


export async function issueSessionToken(
  db: Db,
  shop: ShopContext,
  current: CurrentCustomer,
): Promise<{ token: string; exp: number; type: TokenType }> {
  const keys = await authKeys(db);
  const type = tokenTypeOfLevel(current.level);
  const cc =
    current.level === 'anonymous' ? undefined : ccValue(keys.cc, shop.tenant.key, current.customer.id);
  const { token, exp } = await signSessionToken(keys.token, {
    tenant: shop.tenant.key,
    type,
    cc,
    now: shop.now(),
  });
  return { token, exp, type };
}
