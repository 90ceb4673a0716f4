// One search on a built index, synchronously: plan the term, match, filter and count facets, sort, page, and map
// the page's products to hits. search-products.ts adds the index look-up and the rules of the use case.
import { isColourKey } from '@/commerce/catalog/colours';
import { unitPriceOf } from '@/commerce/catalog/unit-price';
import type { Money } from '@/platform/i18n/format';
import { SearchError } from '../errors';
import type { ProductHit, ProductQuery, SearchFacets, SearchResult } from '../search-types';
import { filterAndCount, resolveFilters } from './filter-facets';
import { listCategory, matchTerm, type Candidates } from './match-products';
import { planQuery } from './plan-query';
import type { SearchIndex } from './search-index';
import { pageOf } from './sort-page';

const EMPTY: Candidates = { docs: new Int32Array(0), scores: new Float32Array(0) };

/** `term` is already normalised (normalise-term.ts); '' searches the category alone. */
export function runSearch(index: SearchIndex, term: string, query: ProductQuery): SearchResult {
  const category = query.categoryId === undefined ? null : (index.categories.byId.get(query.categoryId) ?? null);
  if (query.categoryId !== undefined && !category) throw new SearchError('SEARCH_CATEGORY_UNKNOWN');
  let candidates: Candidates;
  let searched: string | null = null;
  let correctedFrom: string | null = null;
  if (term) {
    const plan = planQuery(index, term);
    searched = plan.term;
    correctedFrom = plan.correctedFrom;
    candidates = plan.clauses.length > 0 ? matchTerm(index, plan, category) : EMPTY;
  } else {
    candidates = listCategory(index, category);
  }
  const filtered = filterAndCount(index, candidates, resolveFilters(index, query.filters));
  const page = Math.max(1, Math.trunc(query.page) || 1);
  const pageSize = Math.max(1, Math.trunc(query.pageSize) || 1);
  const docs = pageOf(index, filtered, query.sort, term !== '', page, pageSize);
  return {
    hits: docs.map((doc) => productHit(index, doc)),
    total: filtered.docs.length,
    facets: filtered.facets satisfies SearchFacets,
    page,
    pageSize,
    term: searched,
    correctedFrom,
  };
}

export function productHit(index: SearchIndex, doc: number): ProductHit {
  const product = index.products[doc]!;
  const money = (amount: number): Money => ({ amount, currency: index.currency });
  const reduced = index.reduced[doc] === 1;
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    slug: product.slug,
    price: money(product.price),
    struckPrice: reduced ? money(product.struckPrice!) : null,
    lowest30Price: reduced ? money(product.lowest30Price) : null,
    unitPrice: unitPriceOf(money(product.price), product.measureUnit, product.measureQuantity),
    ratingAverage: product.ratingAverage,
    ratingCount: product.ratingCount,
    image: product.image,
    colours: [...new Set(product.variants.map((v) => v.colour).filter(isColourKey))],
    available: index.available[doc] === 1,
  };
}
