// Use case: what a search or category page is, for its SEO answer (title, description, canonical, noindex): the
// term or category it shows and how many products. Pages with thin or partial results, and filtered variations,
// are noindex.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { runSearch } from './engine/run-search';
import { searchIndexFor } from './engine/search-index-registry';
import { SearchError } from './errors';
import { normaliseTerm } from './normalise-term';
import type { ProductQuery } from './search-types';

/** Fewer products than this make a page too thin to be worth a search engine's index. */
export const THIN_RESULTS = 3;

export interface SearchPageDescription {
  term: string | null;
  correctedFrom: string | null;
  category: { id: string; name: string; slugPath: string } | null;
  total: number;
  noindex: boolean;
}

export async function describeSearchPage(shop: ShopContext, query: ProductQuery, deps: { db?: Db } = {}): Promise<SearchPageDescription> {
  const term = normaliseTerm(query.q);
  if (!term && query.categoryId === undefined) throw new SearchError('SEARCH_TERM_EMPTY');
  const index = await searchIndexFor(shop, deps.db);
  const result = runSearch(index, term, { ...query, page: 1, pageSize: 1 });
  const node = query.categoryId === undefined ? null : index.categories.byId.get(query.categoryId)!;
  const filtered = Object.values(query.filters).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));
  return {
    term: term ? (result.term ?? term) : null,
    correctedFrom: result.correctedFrom,
    category: node ? { id: node.id, name: node.name, slugPath: node.slugPath } : null,
    total: result.total,
    // A partial result answers a different question than the term asks: not a page for a search engine's index.
    noindex: result.total < THIN_RESULTS || result.partial || filtered || query.sort !== 'relevance',
  };
}
