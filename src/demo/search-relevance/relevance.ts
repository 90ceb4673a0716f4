// The relevance set (relevance-set.json) and its score: for each query, which products must be found, and how
// well the engine ranks them, as nDCG@10 with binary relevance (1 for a product that must be found, else 0).
import type { Locale } from '@/platform/i18n/locales';
import { runSearch } from '@/commerce/search/engine/run-search';
import type { SearchIndex } from '@/commerce/search/engine/search-index';
import { normaliseTerm } from '@/commerce/search/normalise-term';
import set from './relevance-set.json' with { type: 'json' };

export interface Judgement {
  /** A category id; its subcategories count too. */
  category: string;
  /** A case-insensitive regular expression the product's name in the locale must match. */
  name?: string;
}

export interface RelevanceQuery {
  locale: Locale;
  q: string;
  relevant: Judgement[];
  why?: string;
}

export const relevanceQueries = set.queries as RelevanceQuery[];

export const CUTOFF = 10;

/** Whether the product numbered `doc` is one the query must find. */
export function judge(index: SearchIndex, query: RelevanceQuery): (doc: number) => boolean {
  const rules = query.relevant.map(({ category, name }) => ({ category, name: name ? new RegExp(name, 'i') : null }));
  return (doc) => {
    const product = index.products[doc]!;
    return rules.some(
      (rule) =>
        (product.categoryId === rule.category || product.categoryId.startsWith(`${rule.category}-`)) &&
        (!rule.name || rule.name.test(product.name)),
    );
  };
}

/** nDCG@k of a ranking given as relevance flags, against the number of relevant products there are. */
export function ndcg(flags: boolean[], relevantCount: number, k = CUTOFF): number {
  const gain = (list: boolean[]) => list.slice(0, k).reduce((sum, hit, i) => sum + (hit ? 1 / Math.log2(i + 2) : 0), 0);
  const ideal = gain(Array.from({ length: Math.min(k, relevantCount) }, () => true));
  return ideal === 0 ? 0 : gain(flags) / ideal;
}

export interface QueryScore {
  locale: Locale;
  q: string;
  ndcg: number;
  relevant: number;
  found: number;
  top: string[];
}

export function scoreQuery(index: SearchIndex, query: RelevanceQuery): QueryScore {
  const isRelevant = judge(index, query);
  const bySku = new Map(index.products.map((p, doc) => [p.sku, doc]));
  const result = runSearch(index, normaliseTerm(query.q), { q: query.q, filters: {}, sort: 'relevance', page: 1, pageSize: CUTOFF });
  const flags = result.hits.map((hit) => isRelevant(bySku.get(hit.sku)!));
  let relevant = 0;
  for (let doc = 0; doc < index.size; doc++) if (isRelevant(doc)) relevant++;
  return { locale: query.locale, q: query.q, ndcg: ndcg(flags, relevant), relevant, found: result.total, top: result.hits.slice(0, 3).map((h) => h.name) };
}

/** The mean nDCG@10 over the set, with every query's score. `indexFor` gives the index of a locale. */
export function scoreRelevanceSet(indexFor: (locale: Locale) => SearchIndex, queries = relevanceQueries): { mean: number; queries: QueryScore[] } {
  const scores = queries.map((query) => scoreQuery(indexFor(query.locale), query));
  return { mean: scores.reduce((sum, s) => sum + s.ndcg, 0) / scores.length, queries: scores };
}
