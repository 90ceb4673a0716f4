import { buildSearchIndex } from '@/commerce/search/engine/build-search-index';
import { runSearch } from '@/commerce/search/engine/run-search';
import { seededSnapshot } from '@/demo/search-relevance/seeded-snapshot';
const [tenant, locale, ...qs] = process.argv.slice(2);
const snap = seededSnapshot(tenant as any, locale as any, 2000);
const index = buildSearchIndex(snap);
const name = new Map(snap.products.map((p) => [p.sku, p.name]));
for (const q of qs) {
  const r = runSearch(index, q, { filters: {}, sort: 'relevance', page: 1, pageSize: 24 } as any);
  console.log(`${q}: ${r.total}${r.partial ? ' partial' : ''}${r.correctedFrom ? ` (→ ${r.term})` : ''} | ${r.hits.slice(0, 6).map((h) => name.get(h.sku)).join(' | ')}`);
}
