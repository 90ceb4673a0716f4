// The customer's wishlist with each product as the shop sells it now. Reading never writes.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { loadWishlistProducts } from './wishlist-products';
import { itemsOf } from './wishlist-store';
import { wishlistView, type WishlistView } from './wishlist-view';

export async function getWishlist(db: Db, shop: ShopContext, customerId: string): Promise<WishlistView> {
  const rows = await itemsOf(db, shop, customerId);
  const facts = await loadWishlistProducts(
    db,
    shop,
    rows.map((r) => r.sku),
  );
  return wishlistView(shop, rows, facts);
}
