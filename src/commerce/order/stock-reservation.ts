// Takes stock for an order and puts it back. Each line is one conditional update (`stock >= quantity`), which takes
// the variant's row lock: two orders for the last piece cannot both succeed, and stock never goes negative. Lines
// are always visited in the same order (by variant sku), so two orders that share variants cannot deadlock.
import { and, eq, gte, sql } from 'drizzle-orm';
import { variants } from '@/commerce/catalog/catalog.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

export interface StockItem {
  variantSku: string;
  quantity: number;
}

const inLockOrder = (items: readonly StockItem[]) =>
  [...items]
    .filter((i) => i.quantity > 0)
    .sort((a, b) => (a.variantSku < b.variantSku ? -1 : a.variantSku > b.variantSku ? 1 : 0));

/** Reserves every item; returns the variant skus that could not be had (the caller rolls the transaction back). */
export async function reserveStock(
  tx: Db,
  shop: ShopContext,
  items: readonly StockItem[],
): Promise<string[]> {
  const missing: string[] = [];
  for (const item of inLockOrder(items)) {
    const taken = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${item.quantity}` })
      .where(
        and(
          eq(variants.tenantId, shop.tenant.key),
          eq(variants.variantSku, item.variantSku),
          gte(variants.stock, item.quantity),
        ),
      )
      .returning({ stock: variants.stock });
    if (taken.length === 0) missing.push(item.variantSku);
  }
  return missing;
}

export async function releaseStock(tx: Db, shop: ShopContext, items: readonly StockItem[]): Promise<void> {
  for (const item of inLockOrder(items))
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${item.quantity}` })
      .where(and(eq(variants.tenantId, shop.tenant.key), eq(variants.variantSku, item.variantSku)));
}

/** Sets a variant's stock as the ERP counted it. False when the variant is unknown in this shop. */
export async function setVariantStock(
  tx: Db,
  shop: ShopContext,
  variantSku: string,
  stock: number,
): Promise<boolean> {
  const updated = await tx
    .update(variants)
    .set({ stock })
    .where(and(eq(variants.tenantId, shop.tenant.key), eq(variants.variantSku, variantSku)))
    .returning({ variantSku: variants.variantSku });
  return updated.length > 0;
}
