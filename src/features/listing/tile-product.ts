// What a product tile shows: a search hit plus its localized product URL and the swatch colours of its first
// colours, built once on the server (page and load-more alike) so the browser needs neither the routing table nor
// the colour registry.
import { colours, type ColourKey } from '@/commerce/catalog/colours';
import { productSlugParam } from '@/commerce/catalog/product-url';
import type { ProductHit } from '@/commerce/search/search-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { buildPath } from '@/platform/routing/router';

/** A tile shows this many colour swatches and '+n' for the rest. */
const MAX_SWATCHES = 5;

export interface TileProduct extends ProductHit {
  href: string;
  /** CSS colours of the first MAX_SWATCHES colours. */
  swatches: string[];
}

export function tileProducts(shop: ShopContext, hits: ProductHit[]): TileProduct[] {
  return hits.map((hit) => ({
    ...hit,
    href: buildPath('/product/[slug]', shop.locale, shop.tenant.locales, { slug: productSlugParam(hit.slug, hit.sku) }),
    swatches: tileSwatches(hit.colours),
  }));
}

export function tileSwatches(keys: readonly ColourKey[]): string[] {
  return keys.slice(0, MAX_SWATCHES).map((key) => colours[key].hex);
}
