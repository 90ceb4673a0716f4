// Changes the size or colour of a wishlist item in place. Choosing the variant it has already is no change and says
// so (`changed: false`, SPEC §4); a variant of another product, or of a product no longer sold, is refused.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { WishlistChange } from './add-to-wishlist';
import { wishlistFailure } from './errors';
import { getWishlist } from './get-wishlist';
import { isVariantOf, isWellFormedSku } from './wishlist-limits';
import { loadWishlistProducts } from './wishlist-products';
import { findItem, setItemVariant } from './wishlist-store';

export async function changeWishlistVariant(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: { sku: string; variantSku: string },
): Promise<WishlistChange> {
  if (!isWellFormedSku(input.sku)) return wishlistFailure('WISHLIST_ITEM_NOT_FOUND');
  const item = await findItem(db, shop, customerId, input.sku);
  if (!item) return wishlistFailure('WISHLIST_ITEM_NOT_FOUND');
  if (!isVariantOf(input.variantSku, input.sku)) return wishlistFailure('WISHLIST_UNKNOWN_VARIANT');
  if (item.variantSku === input.variantSku)
    return { ok: true, wishlist: await getWishlist(db, shop, customerId), changed: false };
  const product = (await loadWishlistProducts(db, shop, [input.sku])).get(input.sku);
  if (!product?.sold || !product.variants.some((v) => v.variantSku === input.variantSku))
    return wishlistFailure('WISHLIST_UNKNOWN_VARIANT');
  await setItemVariant(db, shop, customerId, input.sku, input.variantSku);
  return { ok: true, wishlist: await getWishlist(db, shop, customerId), changed: true };
}
