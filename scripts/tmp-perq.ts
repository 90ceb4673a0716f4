import { buildSearchIndex } from '@/commerce/search/engine/build-search-index';
import type { SearchIndex } from '@/commerce/search/engine/search-index';
import type { TenantKey } from '@/commerce/tenant/tenants';
import { enginePeer } from '@/demo/search-relevance/engine-peer';
import { heldOutQueries as s1 } from '@/demo/search-relevance/held-out-queries';
import { heldOutQueries2 } from '@/demo/search-relevance/held-out-queries-2';
import { heldOutQueries3 } from '@/demo/search-relevance/held-out-queries-3';
import { heldOutQueries4 } from '@/demo/search-relevance/held-out-queries-4';
import { heldOutQueries5 } from '@/demo/search-relevance/held-out-queries-5';
import { shopperQueries } from '@/demo/search-relevance/shopper-queries';
import { seededSnapshot } from '@/demo/search-relevance/seeded-snapshot';
import { productFacts, scoreShopperSet } from '@/demo/search-relevance/shopper-relevance';
import type { Locale } from '@/platform/i18n/locales';
const tenantOf: Record<Locale, TenantKey> = { 'de-DE': 'de', 'de-AT': 'at', 'de-CH': 'ch', 'fr-CH': 'ch', 'nl-NL': 'nl' };
const facts = productFacts(2000);
const idx = new Map<Locale, SearchIndex>();
const indexFor = (l: Locale) => { if (!idx.has(l)) idx.set(l, buildSearchIndex(seededSnapshot(tenantOf[l], l, 2000))); return idx.get(l)!; };
const sets: Record<string, any[]> = { '1': s1, '2': heldOutQueries2, '3': heldOutQueries3, '4': heldOutQueries4, '5': heldOutQueries5, shopper: shopperQueries };
for (const [name, qs] of Object.entries(sets)) {
  const s = scoreShopperSet(enginePeer(indexFor), facts, (l: Locale) => indexFor(l).products.map((p) => p.sku), qs);
  for (const x of s.scores) console.log(`${name}\t${x.query.locale}\t${x.query.q}\t${x.query.want === null ? 'U' : x.ndcg.toFixed(3)}\t${x.junk}\t${x.top.slice(0, 5).join(' | ')}`);
  console.error(name, s.ndcg.toFixed(3));
}
