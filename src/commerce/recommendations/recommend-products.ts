// The two recommendation slots of SPEC §9: 'detail-view' (similar products, on the product page) and
// 'add-to-basket' (bought together, in the layer after adding to the basket), as product hits.
import type { ProductHit } from '@/commerce/search/search-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { findBoughtTogether } from './bought-together';
import { loadAnchor } from './candidates';
import { orderLineCoPurchases, type CoPurchaseSource } from './co-purchase-source';
import { RecommendationError } from './errors';
import { loadProductHits } from './product-hits';
import { findSimilarProducts } from './similar-products';

export const recommendationSlots = ['detail-view', 'add-to-basket'] as const;
export type RecommendationSlot = (typeof recommendationSlots)[number];

/** The most a slot shows (the grid variant of the layout test); the carousel variant shows the first 4. */
export const MAX_RECOMMENDATIONS = 8;

export interface Recommendations {
  slot: RecommendationSlot;
  sku: string;
  hits: ProductHit[];
}

export async function recommendProducts(
  db: Db,
  shop: ShopContext,
  slot: RecommendationSlot,
  sku: string,
  {
    source = orderLineCoPurchases,
    limit = MAX_RECOMMENDATIONS,
  }: { source?: CoPurchaseSource; limit?: number } = {},
): Promise<Recommendations> {
  const anchor = await loadAnchor(db, shop, sku);
  if (!anchor) throw new RecommendationError('RECOMMENDATION_PRODUCT_NOT_FOUND');
  const skus =
    slot === 'detail-view'
      ? await findSimilarProducts(db, shop, anchor, limit)
      : await findBoughtTogether(db, shop, anchor, limit, source);
  return { slot, sku, hits: await loadProductHits(db, shop, skus) };
}
