// Reads and writes of wishlist items. Every query filters by tenant AND customer: an item is reachable only
// through its owner, so another customer's (or shop's) item is simply not there.
import { and, asc, count, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { wishlistItems } from './wishlist.schema';

export type WishlistItemRow = typeof wishlistItems.$inferSelect;

const ownedBy = (shop: ShopContext, customerId: string) =>
  and(eq(wishlistItems.tenantId, shop.tenant.key), eq(wishlistItems.customerId, customerId));

export async function itemsOf(db: Db, shop: ShopContext, customerId: string): Promise<WishlistItemRow[]> {
  return db
    .select()
    .from(wishlistItems)
    .where(ownedBy(shop, customerId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.sku));
}

export async function countItems(db: Db, shop: ShopContext, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(ownedBy(shop, customerId));
  return row?.n ?? 0;
}

export async function findItem(
  db: Db,
  shop: ShopContext,
  customerId: string,
  sku: string,
): Promise<WishlistItemRow | null> {
  const [row] = await db
    .select()
    .from(wishlistItems)
    .where(and(ownedBy(shop, customerId), eq(wishlistItems.sku, sku)));
  return row ?? null;
}

/** Inserts the item unless the customer has the product already; true when a row was added. */
export async function insertItem(
  db: Db,
  shop: ShopContext,
  item: Pick<WishlistItemRow, 'customerId' | 'sku' | 'variantSku' | 'addedAmount' | 'addedName'>,
): Promise<boolean> {
  const inserted = await db
    .insert(wishlistItems)
    .values({ ...item, tenantId: shop.tenant.key, currency: shop.currency, addedAt: shop.now() })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id });
  return inserted.length > 0;
}

export async function setItemVariant(
  db: Db,
  shop: ShopContext,
  customerId: string,
  sku: string,
  variantSku: string,
): Promise<void> {
  await db
    .update(wishlistItems)
    .set({ variantSku })
    .where(and(ownedBy(shop, customerId), eq(wishlistItems.sku, sku)));
}

export async function deleteItem(db: Db, shop: ShopContext, customerId: string, sku: string): Promise<boolean> {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(ownedBy(shop, customerId), eq(wishlistItems.sku, sku)))
    .returning({ id: wishlistItems.id });
  return deleted.length > 0;
}

/** An account deleted (privacy): the wishlist goes. */
export async function forgetWishlist(tx: Db, tenantId: string, customerId: string): Promise<void> {
  await tx.delete(wishlistItems).where(and(eq(wishlistItems.tenantId, tenantId), eq(wishlistItems.customerId, customerId)));
}
