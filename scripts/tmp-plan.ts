import { buildSearchIndex } from '@/commerce/search/engine/build-search-index';
import { planQuery } from '@/commerce/search/engine/plan-query';
import { seededSnapshot } from '@/demo/search-relevance/seeded-snapshot';
const [tenant, locale, ...qs] = process.argv.slice(2);
const index = buildSearchIndex(seededSnapshot(tenant as any, locale as any, 2000));
const termOf = new Map([...index.termIdOf].map(([s, id]) => [id, s]));
for (const q of qs) {
  const plan = planQuery(index, q);
  console.log(`== ${q} term=${plan.term} unmatched=${plan.unmatched}`);
  for (const c of plan.clauses) { console.log(` clause ${c.original} → ${c.spelling} corrected=${c.corrected}`); for (const a of c.alternatives) console.log(`   ${a.boost.toFixed(2)} ${a.groups.map(g => g.map(id => termOf.get(id)).slice(0,8).join('|')).join(' + ')}`); }
}
