import 'server-only';
// The search behind a category or search page, once per request (metadata and page share it): an out-of-range
// page is clamped to the last page instead of showing an empty list.
import { cache } from 'react';
import { searchProducts } from '@/commerce/search/search-products';
import { PAGE_SIZE, type ProductQuery, type SearchResult } from '@/commerce/search/search-types';
import { shopContext, type ShopContext } from '@/commerce/tenant/shop-context';
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';
import { lastPage, type ListingParams } from './listing-params';

export interface ListingSearch {
  result: SearchResult;
  /** The params as shown: the page clamped into 1..last page. */
  params: ListingParams;
}

export function productQuery(categoryId: string | null, params: ListingParams, page = params.page): ProductQuery {
  return {
    // Category pages list their products; a term is only searched on the search page.
    q: categoryId ? undefined : (params.q ?? undefined),
    categoryId: categoryId ?? undefined,
    filters: params.filters,
    sort: params.sort,
    page,
    pageSize: PAGE_SIZE,
  };
}

// React's cache compares arguments by identity, so the request is keyed by strings.
const cachedSearch = cache(async (tenant: TenantKey, locale: Locale, categoryId: string | null, paramsJson: string): Promise<ListingSearch> => {
  const shop = shopContext(tenant, locale);
  const params = JSON.parse(paramsJson) as ListingParams;
  const result = await searchProducts(shop, productQuery(categoryId, params));
  const last = lastPage(result.total, PAGE_SIZE);
  if (params.page <= last) return { result, params };
  return { result: await searchProducts(shop, productQuery(categoryId, params, last)), params: { ...params, page: last } };
});

export function runListingSearch(shop: ShopContext, categoryId: string | null, params: ListingParams): Promise<ListingSearch> {
  return cachedSearch(shop.tenant.key, shop.locale, categoryId, JSON.stringify(params));
}
