// Scores only the held-out shopper sets (src/demo/search-relevance/held-out-sets.ts) on the 2,000-product demo shops,
// in this process, for the engine and MiniSearch (if installed) — the same scoring as the search bench's "held-out
// set" rows, without its 100,000-product part. Run: npx tsx scripts/score-held-out.ts
import { buildSearchIndex } from '@/commerce/search/engine/build-search-index';
import type { SearchIndex } from '@/commerce/search/engine/search-index';
import { tenantOfLocale } from '@/commerce/tenant/tenants';
import { enginePeer } from '@/demo/search-relevance/engine-peer';
import { heldOutSets } from '@/demo/search-relevance/held-out-sets';
import { seededSnapshot } from '@/demo/search-relevance/seeded-snapshot';
import { shopperQueries, type ShopperQuery } from '@/demo/search-relevance/shopper-queries';
import {
  productFacts,
  satisfies,
  scoreShopperSet,
  type ShopperSummary,
} from '@/demo/search-relevance/shopper-relevance';
import type { Locale } from '@/platform/i18n/locales';
import { loadMiniSearch, miniSearchPeer } from '../bench/support/minisearch-peer';

const PRODUCTS = 2000;
// `--set 1` (held-out-queries.ts), `--set 2` (-2.ts), `--set 3` (-3.ts), `--set 4` (-4.ts), `--set 5` (-5.ts, the
// one not tuned on), `--set 6` (-6.ts, written blind after set 5), `--set 7` (-7.ts, written blind while the engine
// was being changed on sets 1–6), `--set 8` (-8.ts, written blind after decisions 0062 and 0064 changed the engine
// on sets 1–7), `--set tuned` (1–3 together) or, by default, the first two together; `--set shopper` the shopper set
// (shopper-queries.ts, written with the engine). `--check` only checks the judgements against the catalog, without
// searching. `--verbose` prints every query's figures (to compare two versions of the engine query by query), not
// only the weak ones.
const setArg = process.argv.indexOf('--set');
const which = setArg >= 0 ? process.argv[setArg + 1] : 'all';
const [firstSet, heldOutQueries2, heldOutQueries3] = heldOutSets as [ShopperQuery[], ShopperQuery[], ShopperQuery[]];
const sets: Record<string, ShopperQuery[]> = {
  ...Object.fromEntries(heldOutSets.map((set, i) => [String(i + 1), set])),
  tuned: [...firstSet, ...heldOutQueries2, ...heldOutQueries3],
  shopper: shopperQueries,
};
const verbose = process.argv.includes('--verbose');
const heldOutQueries = sets[which ?? ''] ?? [...firstSet, ...heldOutQueries2];

async function main() {
  const facts = productFacts(PRODUCTS);
  const snapshots = new Map<Locale, ReturnType<typeof seededSnapshot>>();
  const snapshotFor = (locale: Locale) => {
    if (!snapshots.has(locale)) snapshots.set(locale, seededSnapshot(tenantOfLocale(locale).key, locale, PRODUCTS));
    return snapshots.get(locale)!;
  };
  // The judgements alone, from the catalog: every answerable query must have products it wants in its shop.
  const skusIn = (locale: Locale) => snapshotFor(locale).products.map((p) => p.sku);
  const perLocale = new Map<string, number>();
  for (const q of heldOutQueries) perLocale.set(q.locale, (perLocale.get(q.locale) ?? 0) + 1);
  process.stdout.write(
    `held-out set: ${heldOutQueries.length} queries ${JSON.stringify(Object.fromEntries(perLocale))}, ` +
      `${heldOutQueries.filter((q) => q.want === null).length} unanswerable\n`,
  );
  const empty = heldOutQueries.filter(
    (q) => q.want !== null && !skusIn(q.locale).some((sku) => satisfies(q.want!, facts.get(sku)!)),
  );
  if (empty.length > 0) {
    process.stdout.write(
      `judgements with no relevant product in the catalog: ${empty.map((q) => `${q.locale} "${q.q}"`).join(', ')}\n`,
    );
    if (process.argv.includes('--check')) process.exit(1);
  }
  if (process.argv.includes('--check')) return;

  const indexes = new Map<Locale, SearchIndex>();
  const indexFor = (locale: Locale) => {
    if (!indexes.has(locale)) indexes.set(locale, buildSearchIndex(snapshotFor(locale)));
    return indexes.get(locale)!;
  };
  const report = (s: ShopperSummary) => {
    process.stdout.write(
      `${s.peer}: nDCG@10 ${s.ndcg.toFixed(3)}, P@10 ${s.precision.toFixed(3)}, zero results ${(s.zeroResultRate * 100).toFixed(1)} %, ` +
        `junk ${s.junkPerQuery.toFixed(2)} per unanswerable query (${(s.junkShare * 100).toFixed(0)} % show any)\n`,
    );
    const weakest = [...s.scores]
      .filter((x) => x.query.want !== null)
      .sort((a, b) => a.ndcg - b.ndcg)
      .filter((x) => verbose || x.ndcg < 0.9);
    for (const x of weakest)
      process.stdout.write(
        `  ${x.query.locale} "${x.query.q}": nDCG ${x.ndcg.toFixed(3)} P@10 ${x.precision.toFixed(2)} (${x.total} found${x.partial ? ', partial' : ''}, ${x.relevant} relevant) top: ${x.top.join(' | ')}\n`,
      );
    for (const x of s.scores.filter((x) => x.junk > 0))
      process.stdout.write(
        `  junk: ${x.query.locale} "${x.query.q}": ${x.junk} exact hits, top: ${x.top.join(' | ')}\n`,
      );
  };
  const skusOfIndex = (locale: Locale) => indexFor(locale).products.map((p) => p.sku);
  report(scoreShopperSet(enginePeer(indexFor), facts, skusOfIndex, heldOutQueries));
  const MiniSearch = await loadMiniSearch();
  if (MiniSearch)
    report(scoreShopperSet(miniSearchPeer(MiniSearch, snapshotFor), facts, skusOfIndex, heldOutQueries));
  else process.stdout.write('MiniSearch not installed: peer skipped\n');
}

void main();
