import 'server-only';
// What a category page needs, once per request for metadata and page: the category (null: 404), its listing and
// its SEO texts. React's cache compares arguments by identity, hence the string keys.
import { cache } from 'react';
import { findCategoryByPath, type CategoryPage } from '@/commerce/catalog/find-category-by-path';
import { loadCategorySeo, type CategorySeo } from '@/commerce/content/category-seo';
import { isSearchError } from '@/commerce/search/errors';
import { shopContext, type ShopContext } from '@/commerce/tenant/shop-context';
import type { TenantKey } from '@/commerce/tenant/tenants';
import { absoluteUrl } from '@/features/shared/seo/alternates';
import { getDb } from '@/platform/db/database';
import type { Locale } from '@/platform/i18n/locales';
import { buildPath } from '@/platform/routing/router';
import type { Crumb } from './breadcrumb';
import { categoryUrl } from './listing-metadata';
import { parseListingParams, type SearchParamsInput } from './listing-params';
import { runListingSearch, type ListingSearch } from './run-listing-search';

const cachedCategory = cache(async (tenant: TenantKey, locale: Locale, pathJson: string) =>
  findCategoryByPath(await getDb(), shopContext(tenant, locale), JSON.parse(pathJson) as string[]),
);

export interface CategoryListing {
  category: CategoryPage;
  search: ListingSearch;
}

/** The category a listing path names, or null; read once per request. */
export function findListedCategory(shop: ShopContext, path: string[]): Promise<CategoryPage | null> {
  return cachedCategory(shop.tenant.key, shop.locale, JSON.stringify(path));
}

/** Null when the path names no category of the shop (the page answers 404). */
export async function loadCategoryListing(shop: ShopContext, path: string[], searchParams: SearchParamsInput): Promise<CategoryListing | null> {
  const category = await findListedCategory(shop, path);
  if (!category) return null;
  try {
    // A category lists its products; a term belongs to the search page.
    return { category, search: await runListingSearch(shop, category.id, { ...parseListingParams(searchParams), q: null }) };
  } catch (error) {
    // The search index does not know the category (yet): for shoppers it does not exist.
    if (isSearchError(error) && error.code === 'SEARCH_CATEGORY_UNKNOWN') return null;
    throw error;
  }
}

const cachedSeo = cache((tenant: TenantKey, locale: Locale, slug: string) => loadCategorySeo(shopContext(tenant, locale), slug));

/** SEO texts are kept per top category (content/<tenant>/<locale>/seo/<slug>.json). */
export function loadCategoryListingSeo(shop: ShopContext, category: CategoryPage): Promise<CategorySeo | null> {
  return category.ancestors.length > 0 ? Promise.resolve(null) : cachedSeo(shop.tenant.key, shop.locale, category.slugPath);
}

export function categoryPath(shop: ShopContext, slugPath: string): string {
  return buildPath('/category/[...path]', shop.locale, shop.tenant.locales, { path: slugPath.split('/') });
}

/** The first crumb of every breadcrumb: the shop's home page. */
export function homeCrumb(shop: ShopContext, homeLabel: string): Crumb {
  return { name: homeLabel, href: buildPath('/', shop.locale, shop.tenant.locales), url: absoluteUrl(shop.tenant.key, shop.locale, '/') };
}

/** A category's crumb (listing and product page). */
export function categoryCrumb(shop: ShopContext, category: { name: string; slugPath: string }): Crumb {
  return { name: category.name, href: categoryPath(shop, category.slugPath), url: categoryUrl(shop, category.slugPath) };
}

/** Home, the ancestors and the category itself. */
export function categoryCrumbs(shop: ShopContext, category: CategoryPage, homeLabel: string): Crumb[] {
  return [homeCrumb(shop, homeLabel), ...[...category.ancestors, category].map((c) => categoryCrumb(shop, c))];
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Whether the URL spelled the path differently from the category's slug path (/c/Damen → /c/damen). */
export function isOtherSpelling(path: string[], category: CategoryPage): boolean {
  return path.map(decode).join('/') !== category.slugPath;
}
