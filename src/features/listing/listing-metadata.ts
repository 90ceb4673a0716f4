import 'server-only';
// Titles, descriptions, canonical URLs, hreflang alternates and robots of listing pages. Page 2+ of a plain
// listing is its own indexable URL (?page=N); filtered or re-sorted views and search results are noindex.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { CategoryPage } from '@/commerce/catalog/find-category-by-path';
import type { CategorySeo } from '@/commerce/content/category-seo';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { absoluteUrl } from '@/features/shared/seo/alternates';
import type { Locale } from '@/platform/i18n/locales';
import { isVariation, listingHref, type ListingParams } from './listing-params';

const pageSuffix = (page: number) => (page > 1 ? `?page=${page}` : '');

export function categoryUrl(shop: ShopContext, slugPath: string, locale: Locale = shop.locale): string {
  return absoluteUrl(shop.tenant.key, locale, '/category/[...path]', { path: slugPath.split('/') });
}

/** Canonical, hreflang alternates (the category's slug path in each locale of the tenant) and robots. */
export function categoryAlternates(shop: ShopContext, category: CategoryPage, params: ListingParams): Pick<Metadata, 'alternates' | 'robots'> {
  const variation = isVariation(params);
  // A filtered view points at the plain listing; a plain page at itself, page number included.
  const page = variation ? 1 : params.page;
  const languages: Record<string, string> = {};
  for (const locale of shop.tenant.locales) {
    const slugPath = category.slugPaths[locale];
    if (slugPath) languages[locale] = `${categoryUrl(shop, slugPath, locale)}${pageSuffix(page)}`;
  }
  return {
    alternates: { canonical: `${categoryUrl(shop, category.slugPath)}${pageSuffix(page)}`, languages },
    robots: variation ? { index: false, follow: true } : undefined,
  };
}

export async function categoryMetadata(shop: ShopContext, category: CategoryPage, params: ListingParams, seo: CategorySeo | null): Promise<Metadata> {
  const t = await getTranslations({ locale: shop.locale, namespace: 'listing' });
  const title =
    params.page > 1
      ? t('categoryTitlePaged', { name: category.name, page: params.page })
      : seo
        ? { absolute: seo.title }
        : t('categoryTitle', { name: category.name });
  return {
    title,
    description: seo?.description ?? category.description ?? t('categoryDescription', { name: category.name, brand: shop.tenant.brand }),
    ...categoryAlternates(shop, category, params),
  };
}

export async function searchMetadata(shop: ShopContext, params: ListingParams): Promise<Metadata> {
  const t = await getTranslations({ locale: shop.locale, namespace: 'listing' });
  const base = absoluteUrl(shop.tenant.key, shop.locale, '/search');
  return {
    title: params.q ? t('searchTitle', { term: params.q }) : t('searchTitleNoTerm'),
    description: params.q ? t('searchDescription', { term: params.q, brand: shop.tenant.brand }) : undefined,
    // Result pages of the shop's own search are not for search engines; their links are.
    robots: { index: false, follow: true },
    alternates: { canonical: params.q ? listingHref(base, { q: params.q, page: 1, sort: 'relevance', filters: {} }) : base },
  };
}
