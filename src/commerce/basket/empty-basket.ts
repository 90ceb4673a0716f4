// Empties a customer's basket once its goods became an order: the lines go, and the code with them (the order
// redeemed it). The basket row stays: it is the customer's one basket, and its lock serialized the order.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { basketLines } from './basket.schema';
import { updateBasket } from './basket-store';

export async function emptyBasket(tx: Db, shop: ShopContext, basketId: string): Promise<void> {
  await tx
    .delete(basketLines)
    .where(and(eq(basketLines.tenantId, shop.tenant.key), eq(basketLines.basketId, basketId)));
  await updateBasket(tx, shop, basketId, { voucherCode: null });
}
