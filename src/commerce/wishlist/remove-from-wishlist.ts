// Takes a product off the customer's wishlist. An item the customer does not have is "not found", whoever else has it.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { WishlistChange } from './add-to-wishlist';
import { wishlistFailure } from './errors';
import { getWishlist } from './get-wishlist';
import { isWellFormedSku } from './wishlist-limits';
import { deleteItem } from './wishlist-store';

export async function removeFromWishlist(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: { sku: string },
): Promise<WishlistChange> {
  if (!isWellFormedSku(input.sku) || !(await deleteItem(db, shop, customerId, input.sku)))
    return wishlistFailure('WISHLIST_ITEM_NOT_FOUND');
  return { ok: true, wishlist: await getWishlist(db, shop, customerId), changed: true };
}
