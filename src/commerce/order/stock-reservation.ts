// Takes stock for an order and puts it back. Each line is a conditional decrement (`stock >= quantity`) under the
// variant's row lock: two orders for the last piece cannot both succeed, and stock never goes negative. Lines
// are always visited in the same order (by variant sku), so two orders that share variants cannot deadlock.
import { and, eq, sql } from 'drizzle-orm';
import { variants } from '@/commerce/catalog/catalog.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedSql } from '@/platform/db/prepared-statement';

export interface StockItem {
  variantSku: string;
  quantity: number;
}

const inLockOrder = (items: readonly StockItem[]) =>
  [...items]
    .filter((i) => i.quantity > 0)
    .sort((a, b) => (a.variantSku < b.variantSku ? -1 : a.variantSku > b.variantSku ? 1 : 0));

// One text for any number of lines (the items as two arrays), so it is prepared once per connection (decision 0060).
const takeStock = preparedSql<{ tenantId: string; skus: string[]; quantities: number[] }, { variant_sku: string; stock: number }>(
  'stock-take',
  () => sql`with wanted (variant_sku, quantity) as (
          select * from unnest(${p('skus')}::text[], ${p('quantities')}::int[])
        ), locked as materialized (
          select v.variant_sku from variants v
          where v.tenant_id = ${p('tenantId')} and v.variant_sku in (select variant_sku from wanted)
          order by v.variant_sku
          for update
        )
        update variants v set stock = v.stock - w.quantity
        from wanted w
        where v.tenant_id = ${p('tenantId')} and v.variant_sku = w.variant_sku
          and v.variant_sku in (select variant_sku from locked) and v.stock >= w.quantity
        returning v.variant_sku, v.stock`,
);

export interface Reservation {
  /** The variants that could not be had (the caller rolls the transaction back). */
  missing: string[];
  /** The variants this reservation took the last pieces of: their pages still offer them until revalidated. */
  soldOut: string[];
}

/**
 * Reserves every item in one statement. The rows are locked first, in variant-sku order (`order by … for update`
 * locks as it reads the sorted rows), then decremented where enough is left: the same lock order as one update per
 * line, one round trip.
 */
export async function reserveStock(tx: Db, shop: ShopContext, items: readonly StockItem[]): Promise<Reservation> {
  const ordered = inLockOrder(items);
  if (ordered.length === 0) return { missing: [], soldOut: [] };
  const skus = ordered.map((i) => i.variantSku);
  const taken = await takeStock(tx, {
    tenantId: shop.tenant.key,
    skus,
    quantities: ordered.map((i) => i.quantity),
  });
  const got = new Set(taken.map((r) => r.variant_sku));
  return {
    missing: skus.filter((sku) => !got.has(sku)),
    soldOut: taken.filter((r) => Number(r.stock) === 0).map((r) => r.variant_sku),
  };
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
