// The JSON shape of search answers: products with their URL and prices formatted in the shop's locale, facets with
// display labels. The server computed every amount; the client only shows them.
import { colourName, isColourKey } from '@/commerce/catalog/colours';
import { productSlugParam } from '@/commerce/catalog/product-url';
import type { ProductHit, SearchFacets, SearchResult } from '@/commerce/search/search-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { formatMoney, type Money } from '@/platform/i18n/format';
import { languageOf } from '@/platform/i18n/locales';
import { buildPath } from '@/platform/routing/router';

export interface PriceJson extends Money {
  formatted: string;
}

const price = (shop: ShopContext, money: Money): PriceJson => ({ ...money, formatted: formatMoney(money, shop.locale) });
const maybePrice = (shop: ShopContext, money: Money | null) => (money ? price(shop, money) : null);

export function productUrl(shop: ShopContext, hit: Pick<ProductHit, 'slug' | 'sku'>): string {
  return buildPath('/product/[slug]', shop.locale, shop.tenant.locales, { slug: productSlugParam(hit.slug, hit.sku) });
}

export function productJson(shop: ShopContext, hit: ProductHit) {
  return {
    sku: hit.sku,
    name: hit.name,
    brand: hit.brand,
    url: productUrl(shop, hit),
    price: price(shop, hit.price),
    struckPrice: maybePrice(shop, hit.struckPrice),
    lowest30Price: maybePrice(shop, hit.lowest30Price),
    unitPrice: hit.unitPrice ? { price: price(shop, hit.unitPrice.price), unit: hit.unitPrice.unit, per: hit.unitPrice.per } : null,
    rating: { average: hit.ratingAverage, count: hit.ratingCount },
    image: hit.image,
    colours: hit.colours,
    available: hit.available,
  };
}

export function facetsJson(shop: ShopContext, facets: SearchFacets) {
  const language = languageOf(shop.locale);
  return {
    brand: facets.brand.map((v) => ({ ...v, label: v.value })),
    colour: facets.colour.map((v) => ({ ...v, label: isColourKey(v.value) ? colourName(v.value, language) : v.value })),
    size: facets.size.map((v) => ({ ...v, label: v.value })),
    price: facets.price
      ? {
          min: price(shop, { amount: facets.price.min, currency: shop.currency }),
          max: price(shop, { amount: facets.price.max, currency: shop.currency }),
        }
      : null,
    rating: facets.rating.map((v) => ({ ...v, label: v.value })),
  };
}

export function searchJson(shop: ShopContext, result: SearchResult, sort: string) {
  return {
    products: result.hits.map((hit) => productJson(shop, hit)),
    total: result.total,
    facets: facetsJson(shop, result.facets),
    page: result.page,
    pageSize: result.pageSize,
    sort,
    term: result.term,
    correctedFrom: result.correctedFrom,
    partial: result.partial,
  };
}
