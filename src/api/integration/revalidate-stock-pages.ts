// After the ERP changed stock (directly, or by a cancellation or return that put goods back): the pages showing
// those variants' products go stale now instead of on their time-based revalidation.
import { findListingPlacesOfVariants } from '@/commerce/catalog/find-listing-places';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { productChangeTags } from '@/platform/cache/cache-tags';
import { revalidateTags } from '@/platform/cache/revalidate-tags';
import type { Db } from '@/platform/db/client';

export async function revalidateStockPages(
  db: Db,
  shop: ShopContext,
  variantSkus: readonly string[],
  reason: string,
): Promise<string[]> {
  const places = await findListingPlacesOfVariants(db, shop, variantSkus);
  const tags = productChangeTags(places.skus, places.categoryIdPaths);
  revalidateTags(tags, reason);
  return tags;
}
