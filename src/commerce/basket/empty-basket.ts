// Empties a customer's basket once its goods became an order: the lines go, and the code with them (the order
// redeemed it). The basket row stays: it is the customer's one basket, and its lock serialized the order. The two
// statements are returned, not run: placing an order writes them in the order's own insert (one round trip).
import { and, eq, type SQL } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { basketLines, baskets } from './basket.schema';

export function emptyBasketStatements(tx: Db, shop: ShopContext, basketId: string): SQL[] {
  return [
    tx
      .delete(basketLines)
      .where(and(eq(basketLines.tenantId, shop.tenant.key), eq(basketLines.basketId, basketId)))
      .getSQL(),
    tx
      .update(baskets)
      .set({ voucherCode: null, updatedAt: shop.now() })
      .where(and(eq(baskets.tenantId, shop.tenant.key), eq(baskets.id, basketId)))
      .getSQL(),
  ];
}
