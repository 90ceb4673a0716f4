// The body of a category or search page below its heading: filters, sort, count, chosen filters and the
// product grid. Client parts get only the texts they need (listing, quick view, product; errors and wishlist come
// from the layout).
import { ClientMessages } from '@/features/shared/page/client-messages';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { sortKeys, type SortKey } from '@/commerce/search/search-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { ActiveFilters } from './active-filters';
import { FacetDisclosure } from './facet-disclosure';
import { FacetPanel } from './facet-panel';
import { hasFilters, listingHref, listingSearchParams, type ListingParams } from './listing-params';
import { ProductGrid } from './product-grid';
import { EAGER_IMAGES, ProductGridItems } from './product-grid-items';
import type { ListingSearch } from './run-listing-search';
import { SortSelect } from './sort-select';
import { tileProducts } from './tile-product';
import { ItemListTracker } from '@/features/shared/analytics/item-list-tracker';
import { allBraSizes } from '@/commerce/catalog/bra-size';
import { LazyListingBraSizeFinder } from '@/features/bra-size-finder/lazy-bra-size-finders';
import { ga4Item } from '@/features/shared/analytics/data-layer';

const sortLabelKeys: Record<
  SortKey,
  'sortRelevance' | 'sortPriceAsc' | 'sortPriceDesc' | 'sortNewest' | 'sortRating'
> = {
  relevance: 'sortRelevance',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  newest: 'sortNewest',
  rating: 'sortRating',
};

/** On top of the layout's (errors, wishlist …): each namespace once per page. */
const clientNamespaces = ['listing', 'quickView', 'product'] as const;

function filterCount(params: ListingParams): number {
  const f = params.filters;
  return (
    (f.brand?.length ?? 0) +
    (f.colour?.length ?? 0) +
    (f.size?.length ?? 0) +
    (f.priceMin !== undefined || f.priceMax !== undefined ? 1 : 0) +
    (f.ratingMin !== undefined ? 1 : 0)
  );
}

export async function ListingView({
  shop,
  basePath,
  categoryId,
  search,
  empty,
}: {
  shop: ShopContext;
  /** The listing's public path without query. */
  basePath: string;
  categoryId: string | null;
  search: ListingSearch;
  /** Shown instead of the grid when nothing is listed although no filter is set. */
  empty: ReactNode;
}) {
  const t = await getTranslations('listing');
  const { result, params } = search;
  const unpaged = { ...params, page: 1 };
  const query = listingSearchParams(unpaged).toString();
  // What the no-JavaScript sort form carries along: everything but the sort (and the page, which starts over).
  const hidden = [...listingSearchParams({ ...unpaged, sort: 'relevance' })];
  const tiles = tileProducts(shop, result.hits);
  // The data layer's list: a category by its id and path, a search as one list (GA4 item_list_id/item_list_name).
  const list = categoryId ? { id: categoryId, name: basePath } : { id: 'search_results', name: 'search' };
  // A listing of bras (every size is band and cup) gets the bra size finder, which sets the size filter (decision 0047).
  const sizes = result.facets.size.map((v) => v.value);
  const braSizeHrefs = allBraSizes(sizes)
    ? Object.fromEntries(
        sizes.map((size) => [size, listingHref(basePath, { ...unpaged, filters: { ...params.filters, size: [size] } })]),
      )
    : null;

  return (
    <ClientMessages locale={shop.locale} namespaces={braSizeHrefs ? [...clientNamespaces, 'braSizeFinder'] : clientNamespaces}>
      <div className="grid gap-3 md:grid-cols-[16rem_minmax(0,1fr)]">
        {/* A region, not an <aside>: a complementary landmark belongs at the top level, not inside main. */}
        <section aria-label={t('filters')}>
          <FacetDisclosure label={t('filtersToggle', { count: filterCount(params) })}>
            <FacetPanel shop={shop} facets={result.facets} params={params} action={basePath} />
          </FacetDisclosure>
        </section>
        <section aria-labelledby="listing-products" className="flex min-w-0 flex-col gap-2">
          <h2 id="listing-products" className="sr-only">
            {t('productsHeading')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-1">
            <p role="status" className="font-semibold">
              {t('resultCount', { count: result.total })}
            </p>
            <SortSelect
              action={basePath}
              current={params.sort}
              hidden={hidden}
              labels={{ sort: t('sortLabel'), apply: t('sortApply') }}
              options={sortKeys.map((key) => ({
                value: key,
                label: t(sortLabelKeys[key]),
                href: listingHref(basePath, { ...unpaged, sort: key }),
              }))}
            />
          </div>
          {braSizeHrefs && (
            <div className="min-h-6">
              <LazyListingBraSizeFinder sizeHrefs={braSizeHrefs} />
            </div>
          )}
          <ActiveFilters shop={shop} params={params} basePath={basePath} />
          {result.total === 0 ? (
            hasFilters(params.filters) ? (
              <p className="py-3">{t('noMatches')}</p>
            ) : (
              empty
            )
          ) : (
            <>
            <ItemListTracker
              key={`${query}|${params.page}`}
              currency={shop.tenant.currency}
              list={list}
              items={tiles.map((tile, i) => ({
                ...ga4Item({ sku: tile.sku, name: tile.name, brand: tile.brand, price: tile.price, struckPrice: tile.struckPrice, index: (params.page - 1) * result.pageSize + i, list }),
                href: tile.href,
              }))}
            />
            <ProductGrid
              // A new query is a new list: nothing loaded for the old one is kept.
              key={`${query}|${params.page}`}
              skus={tiles.map((tile) => tile.sku)}
              total={result.total}
              page={params.page}
              pageSize={result.pageSize}
              baseHref={query ? `${basePath}?${query}` : basePath}
              source={{ categoryId, query }}
            >
              <ProductGridItems products={tiles} eagerImages={params.page === 1 ? EAGER_IMAGES : 0} />
            </ProductGrid>
            </>
          )}
        </section>
      </div>
    </ClientMessages>
  );
}
