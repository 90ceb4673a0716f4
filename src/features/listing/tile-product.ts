// What a product tile shows: a search hit plus its localized product URL, built once on the server (page and
// load-more alike) so the browser needs no routing table.
import { productSlugParam } from '@/commerce/catalog/product-url';
import type { ProductHit } from '@/commerce/search/search-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { buildPath } from '@/platform/routing/router';

export interface TileProduct extends ProductHit {
  href: string;
}

export function tileProducts(shop: ShopContext, hits: ProductHit[]): TileProduct[] {
  return hits.map((hit) => ({
    ...hit,
    href: buildPath('/product/[slug]', shop.locale, shop.tenant.locales, { slug: productSlugParam(hit.slug, hit.sku) }),
  }));
}
