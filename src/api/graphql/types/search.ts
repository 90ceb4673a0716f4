// `searchProducts`: the product search of the request's shop (src/commerce/search), with facets and the sort orders.
// Hits are embedded in their result (no key); sort orders are keyed by `key` (SPEC §3, graphcache-keys.ts).
import { GraphQLError } from 'graphql';
import { colourName, isColourKey, type ColourKey } from '@/commerce/catalog/colours';
import { SearchError } from '@/commerce/search/errors';
import { searchProducts } from '@/commerce/search/search-products';
import { PAGE_SIZE, sortKeys, type FacetValue, type ProductHit, type SearchFacets, type SearchResult, type SortKey } from '@/commerce/search/search-types';
import { errorMessage, translator } from '@/api/search/search-http';
import { productUrl } from '@/api/search/search-json';
import { languageOf } from '@/platform/i18n/locales';
import { builder } from '../builder';
import { PriceRef } from './price';
import { UnitPrice } from './product';

const MAX_PAGE = 1000;
const sortLabelKey: Record<SortKey, string> = {
  relevance: 'sortRelevance',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  newest: 'sortNewest',
  rating: 'sortRating',
};

const HitImage = builder.objectRef<NonNullable<ProductHit['image']>>('SearchHitImage').implement({
  fields: (t) => ({ path: t.exposeString('path'), width: t.exposeInt('width'), height: t.exposeInt('height') }),
});

const SearchHit = builder.objectRef<ProductHit>('SearchHit').implement({
  description: 'A product as a search or category page lists it. Its detail is `product(sku)`.',
  fields: (t) => ({
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    url: t.string({ resolve: (hit, _args, { scope }) => productUrl(scope.shop, hit) }),
    price: t.field({ type: PriceRef, resolve: (hit) => hit.price }),
    struckPrice: t.field({ type: PriceRef, nullable: true, resolve: (hit) => hit.struckPrice }),
    lowest30Price: t.field({ type: PriceRef, nullable: true, resolve: (hit) => hit.lowest30Price }),
    unitPrice: t.field({ type: UnitPrice, nullable: true, resolve: (hit) => hit.unitPrice }),
    ratingAverage: t.exposeFloat('ratingAverage'),
    ratingCount: t.exposeInt('ratingCount'),
    image: t.field({ type: HitImage, nullable: true, resolve: (hit) => hit.image }),
    colours: t.stringList({ description: 'Keys of src/commerce/catalog/colours.ts.', resolve: (hit) => hit.colours }),
    available: t.exposeBoolean('available'),
  }),
});

const FacetValueRef = builder.objectRef<FacetValue & { label: string }>('FacetValue').implement({
  fields: (t) => ({
    value: t.exposeString('value'),
    label: t.exposeString('label', { description: 'For display: colour names in the request language.' }),
    count: t.exposeInt('count'),
    selected: t.exposeBoolean('selected'),
  }),
});

const PriceRange = builder.objectRef<{ min: number; max: number }>('PriceRange').implement({
  description: 'Bounds of the prices in the result before the price filter, minor units.',
  fields: (t) => ({ min: t.exposeInt('min'), max: t.exposeInt('max') }),
});

const Facets = builder.objectRef<SearchFacets>('SearchFacets').implement({
  fields: (t) => {
    const plain = (pick: (f: SearchFacets) => FacetValue[]) => (f: SearchFacets) => pick(f).map((v) => ({ ...v, label: v.value }));
    return {
      brand: t.field({ type: [FacetValueRef], resolve: plain((f) => f.brand) }),
      colour: t.field({
        type: [FacetValueRef],
        resolve: (f, _args, { scope }) =>
          f.colour.map((v) => ({ ...v, label: isColourKey(v.value) ? colourName(v.value as ColourKey, languageOf(scope.shop.locale)) : v.value })),
      }),
      size: t.field({ type: [FacetValueRef], resolve: plain((f) => f.size) }),
      price: t.field({ type: PriceRange, nullable: true, resolve: (f) => f.price }),
      rating: t.field({ type: [FacetValueRef], description: 'At least n stars, n = 4, 3, 2, 1.', resolve: plain((f) => f.rating) }),
    };
  },
});

const SortingOrder = builder.objectRef<{ key: SortKey; label: string }>('SortingOrder').implement({
  description: 'A way to sort a listing; keyed by `key` in the client cache.',
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label') }),
});

const Result = builder.objectRef<SearchResult & { sort: SortKey }>('SearchResult').implement({
  fields: (t) => ({
    products: t.field({ type: [SearchHit], resolve: (r) => r.hits }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    term: t.exposeString('term', { nullable: true, description: 'As searched: corrected, unmatched words left out.' }),
    correctedFrom: t.exposeString('correctedFrom', { nullable: true }),
    partial: t.exposeBoolean('partial', { description: 'No product matches the whole term: these match most of it.' }),
    facets: t.field({ type: Facets, resolve: (r) => r.facets }),
    sort: t.string({ description: 'The key of the sort order applied.', resolve: (r) => r.sort }),
    sortingOrders: t.field({
      type: [SortingOrder],
      resolve: (_r, _args, { scope }) => {
        const t = translator(scope.shop.locale, 'listing');
        return sortKeys.map((key) => ({ key, label: t(sortLabelKey[key]) }));
      },
    }),
  }),
});

const SearchInput = builder.inputType('SearchInput', {
  description: 'A term, or a category (its id) without one; filters as on the search page. Prices in minor units.',
  fields: (t) => ({
    q: t.string(),
    categoryId: t.string(),
    brand: t.stringList(),
    colour: t.stringList(),
    size: t.stringList(),
    priceMin: t.int(),
    priceMax: t.int(),
    ratingMin: t.int(),
    sort: t.string({ description: 'A SortingOrder key; anything else sorts by relevance.' }),
    page: t.int({ description: '1-based; out-of-range values are clamped.' }),
  }),
});

builder.queryField('searchProducts', (t) =>
  t.field({
    type: Result,
    args: { input: t.arg({ type: SearchInput, required: true }) },
    resolve: async (_root, { input }, { scope }) => {
      const sort = (sortKeys as readonly string[]).includes(input.sort ?? '') ? (input.sort as SortKey) : 'relevance';
      const list = (values: readonly string[] | null | undefined) => (values ?? []).slice(0, 20).map((v) => v.slice(0, 80));
      const int = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);
      try {
        const result = await searchProducts(scope.shop, {
          q: input.q ?? undefined,
          categoryId: input.categoryId ?? undefined,
          filters: {
            brand: list(input.brand),
            colour: list(input.colour).filter(isColourKey),
            size: list(input.size),
            priceMin: int(input.priceMin),
            priceMax: int(input.priceMax),
            ratingMin: int(input.ratingMin),
          },
          sort,
          page: Math.min(MAX_PAGE, Math.max(1, input.page ?? 1)),
          pageSize: PAGE_SIZE,
        });
        return { ...result, sort };
      } catch (error) {
        if (error instanceof SearchError) {
          throw new GraphQLError(errorMessage(error.code, scope.shop.locale), { extensions: { code: error.code } });
        }
        throw error;
      }
    },
  }),
);
