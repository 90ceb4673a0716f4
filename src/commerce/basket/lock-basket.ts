// The first step of placing an order: the customer's basket under a row lock, which serializes one customer's
// submissions (a second one waits, then finds the first's order). The lines are read by the NEXT statement: one that
// waited for the lock must see what the first order left (an emptied basket), and a statement's own snapshot is
// taken before it waits.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { findBasket, type BasketRow } from './basket-store';

export const lockBasket = (tx: Db, shop: ShopContext, customerId: string): Promise<BasketRow | null> =>
  findBasket(tx, shop, { kind: 'customer', customerId }, { lock: true });
