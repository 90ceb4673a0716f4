// Puts a product on the customer's wishlist, with a variant when one is chosen (a product with a single variant gets
// that one). Idempotent: the product is on the list once however often it is added; a repeated add with a variant
// takes that variant. The price and name of the moment are kept for the price drop and for a product that goes.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { wishlistFailure, type WishlistFailure } from './errors';
import { getWishlist } from './get-wishlist';
import { isVariantOf, isWellFormedSku, MAX_WISHLIST_ITEMS } from './wishlist-limits';
import { loadWishlistProducts } from './wishlist-products';
import { countItems, findItem, insertItem, setItemVariant } from './wishlist-store';
import type { WishlistView } from './wishlist-view';

export type WishlistChange = { ok: true; wishlist: WishlistView; changed: boolean } | WishlistFailure;

export interface WishlistAddInput {
  sku: string;
  variantSku?: string | null;
}

export async function addToWishlist(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: WishlistAddInput,
): Promise<WishlistChange> {
  if (!isWellFormedSku(input.sku)) return wishlistFailure('WISHLIST_UNKNOWN_PRODUCT');
  const given = input.variantSku ?? null;
  if (given !== null && !isVariantOf(given, input.sku)) return wishlistFailure('WISHLIST_UNKNOWN_VARIANT');
  const product = (await loadWishlistProducts(db, shop, [input.sku])).get(input.sku);
  if (!product?.sold || !product.price || !product.name) return wishlistFailure('WISHLIST_UNKNOWN_PRODUCT');
  if (given !== null && !product.variants.some((v) => v.variantSku === given))
    return wishlistFailure('WISHLIST_UNKNOWN_VARIANT');
  const variantSku = given ?? (product.variants.length === 1 ? product.variants[0]!.variantSku : null);

  const existing = await findItem(db, shop, customerId, input.sku);
  let changed = false;
  if (existing) {
    if (given !== null && existing.variantSku !== given) {
      await setItemVariant(db, shop, customerId, input.sku, given);
      changed = true;
    }
  } else {
    if ((await countItems(db, shop, customerId)) >= MAX_WISHLIST_ITEMS)
      return { ok: false, code: 'WISHLIST_FULL', max: MAX_WISHLIST_ITEMS };
    // Two requests at once (a double click): the unique index lets one in, the other finds it there.
    changed = await insertItem(db, shop, {
      customerId,
      sku: input.sku,
      variantSku,
      addedAmount: product.price.amount,
      addedName: product.name,
    });
  }
  return { ok: true, wishlist: await getWishlist(db, shop, customerId), changed };
}
