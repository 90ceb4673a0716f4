import { buildSearchIndex } from '@/commerce/search/engine/build-search-index';
import { planQuery } from '@/commerce/search/engine/plan-query';
import { runSearch } from '@/commerce/search/engine/run-search';
import { seededSnapshot } from '@/demo/search-relevance/seeded-snapshot';
const [tenant, locale, ...qs] = process.argv.slice(2);
const index = buildSearchIndex(seededSnapshot(tenant as any, locale as any, 2000));
for (const q of qs) {
  const plan = planQuery(index, q);
  const inv = new Map([...index.termIdOf].map(([k, v]) => [v, k]));
  console.log(q, JSON.stringify(plan.clauses.map(c => ({ o: c.original, alts: c.alternatives.map(a => a.groups.map(g => g.map(id => inv.get(id)).join('|')).join(' + ') + '@' + a.boost.toFixed(2)) }))), 'unmatched', plan.unmatched);
  const r = runSearch(index, q, { filters: {}, sort: 'relevance', page: 1, pageSize: 10 });
  console.log(' ', r.total, r.partial, r.term, r.hits.slice(0, 6).map(h => h.name).join(' | '));
}
