// The first step of placing an order: the customer's basket under a row lock, which serializes one customer's
// submissions (a second one waits, then finds the first's order).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { findBasket, type BasketRow } from './basket-store';

export const lockBasket = (tx: Db, shop: ShopContext, customerId: string): Promise<BasketRow | null> =>
  findBasket(tx, shop, { kind: 'customer', customerId }, { lock: true });
