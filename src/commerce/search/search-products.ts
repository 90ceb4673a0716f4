// Use case: search the visible assortment of the shop's tenant in its locale (the contract of search-types.ts).
// A term searches; no term lists a category (a category page); neither is refused (SPEC §5).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { runSearch } from './engine/run-search';
import { searchIndexFor } from './engine/search-index-registry';
import { SearchError } from './errors';
import { normaliseTerm } from './normalise-term';
import type { ProductQuery, SearchResult } from './search-types';

export interface SearchDeps {
  /** The database to build the index from; the process database by default. */
  db?: Db;
}

export async function searchProducts(shop: ShopContext, query: ProductQuery, deps: SearchDeps = {}): Promise<SearchResult> {
  const term = normaliseTerm(query.q);
  if (!term && query.categoryId === undefined) throw new SearchError('SEARCH_TERM_EMPTY');
  const index = await searchIndexFor(shop, deps.db);
  return runSearch(index, term, query);
}
