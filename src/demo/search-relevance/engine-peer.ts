// The engine as a peer of the shopper relevance set: one index per locale, first page by relevance.
import { runSearch } from '@/commerce/search/engine/run-search';
import type { SearchIndex } from '@/commerce/search/engine/search-index';
import { normaliseTerm } from '@/commerce/search/normalise-term';
import type { Locale } from '@/platform/i18n/locales';
import { CUTOFF } from './relevance';
import type { SearchPeer } from './shopper-relevance';

export function enginePeer(indexFor: (locale: Locale) => SearchIndex): SearchPeer {
  return {
    name: 'schaufenster engine',
    search(locale, q) {
      const result = runSearch(indexFor(locale), normaliseTerm(q), { q, filters: {}, sort: 'relevance', page: 1, pageSize: CUTOFF });
      return { skus: result.hits.map((h) => h.sku), total: result.total, partial: result.partial };
    },
  };
}
