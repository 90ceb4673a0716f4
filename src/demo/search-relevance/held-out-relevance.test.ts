// The held-out shopper sets (held-out-queries.ts, -2.ts … -8.ts): written without tuning the engine on them and
// judged by product attributes; all eight have since been scored and looked at (see docs/search.md and decisions
// 0056, 0057, 0061, 0064 and 0065), so this test pins their figures as a regression check. A new held-out set is the honest measure of the
// next change.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/commerce/search/engine/build-search-index';
import { runSearch } from '@/commerce/search/engine/run-search';
import type { SearchIndex } from '@/commerce/search/engine/search-index';
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';
import { enginePeer } from './engine-peer';
import { heldOutQueries } from './held-out-queries';
import { heldOutQueries2 } from './held-out-queries-2';
import { heldOutQueries3 } from './held-out-queries-3';
import { heldOutQueries4 } from './held-out-queries-4';
import { heldOutQueries5 } from './held-out-queries-5';
import { heldOutQueries6 } from './held-out-queries-6';
import { heldOutQueries7 } from './held-out-queries-7';
import { heldOutQueries8 } from './held-out-queries-8';
import { seededSnapshot } from './seeded-snapshot';
import { productFacts, satisfies, scoreShopperSet } from './shopper-relevance';

const PRODUCTS = 2000;
/** Measured 0.979 on 2026-11-26 for the first three sets together (docs/search.md); the goal is 0.95. */
const MIN_NDCG = 0.95;
/**
 * The fourth set alone: 0.788 at its first (blind) scoring, 0.913 after decision 0056's general fixes, 0.926 after
 * decision 0057's, 0.954 after decision 0065's class words (veneer within its wood, sauté and grill pans within
 * frying pans); pinned where it stands, less 0.01.
 */
const MIN_NDCG_FOURTH = 0.944;
/** The fifth set alone: 0.788 at its first (blind) scoring, 0.949 after decision 0057's fixes, 0.970 at stop 31. */
const MIN_NDCG_FIFTH = 0.96;
/**
 * The sixth set alone: 0.712 at its first (blind) scoring on the engine before decision 0059, 0.836 with that
 * decision's shopper vocabulary, 0.898 after decision 0061's word families, 0.919 after decision 0062's engine
 * patterns, 0.933 after decision 0064's catalog materials, 0.951 after decision 0065's; pinned where it stands.
 */
const MIN_NDCG_SIXTH = 0.941;
/**
 * The seventh set alone: 0.906 at its first (blind) scoring, 0.917 with decision 0062's engine patterns (written
 * without seeing it), 0.944 with decision 0064's regional words and colour families as well, 0.952 with its catalog
 * materials, 0.954 at stop 31's end; pinned where it stands.
 */
const MIN_NDCG_SEVENTH = 0.944;
/**
 * The eighth set alone: 0.950 at its first (blind) scoring on this session's engine (0.945 on the one before it), 0.959
 * after decision 0065's words; pinned where it stands. Its unanswerable queries include the duvet the
 * shop does not sell ("couette", "dekbed"), which still finds the duvet covers named after it: 3 of 27 show exact junk.
 */
const MIN_NDCG_EIGHTH = 0.949;
const MAX_JUNK_SHARE_EIGHTH = 0.12;
/** Exact junk on at most this share of a set's unanswerable queries. */
const MAX_JUNK_SHARE = 0.05;

const tenantOf: Record<Locale, TenantKey> = { 'de-DE': 'de', 'de-AT': 'at', 'de-CH': 'ch', 'fr-CH': 'ch', 'nl-NL': 'nl' };
const indexes = new Map<Locale, SearchIndex>();
const indexFor = (locale: Locale) => {
  if (!indexes.has(locale)) indexes.set(locale, buildSearchIndex(seededSnapshot(tenantOf[locale], locale, PRODUCTS)));
  return indexes.get(locale)!;
};
const facts = productFacts(PRODUCTS);
const skusIn = (locale: Locale) => indexFor(locale).products.map((p) => p.sku);
const queries = [...heldOutQueries, ...heldOutQueries2, ...heldOutQueries3];

describe('the held-out shopper sets', () => {
  it('hold at least 150 queries in German, French and Dutch, every answerable one judged by products the shop has', () => {
    expect(queries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(queries.map((q) => q.locale.slice(0, 2)))).toEqual(new Set(['de', 'fr', 'nl']));
    const empty = queries.filter((q) => q.want !== null && !skusIn(q.locale).some((sku) => satisfies(q.want!, facts.get(sku)!)));
    expect(empty.map((q) => `${q.locale} ${q.q}`)).toEqual([]);
  }, 120_000);

  it(`rank what shoppers mean first (nDCG@10 ≥ ${MIN_NDCG}), find something wherever the catalog fits, rarely show exact junk`, () => {
    const summary = scoreShopperSet(enginePeer(indexFor), facts, skusIn, queries);
    process.stdout.write(
      `held-out sets: ${summary.queries} queries (${summary.answerable} answerable), nDCG@10 ${summary.ndcg.toFixed(3)}, ` +
        `P@10 ${summary.precision.toFixed(3)}, zero results ${(summary.zeroResultRate * 100).toFixed(1)} %, ` +
        `junk ${summary.junkPerQuery.toFixed(2)} per unanswerable query (${(summary.junkShare * 100).toFixed(0)} % show any)\n`,
    );
    expect(summary.ndcg).toBeGreaterThanOrEqual(MIN_NDCG);
    expect(summary.zeroResultRate).toBe(0);
    expect(summary.junkShare).toBeLessThanOrEqual(MAX_JUNK_SHARE);
  }, 180_000);

  // The sets written blind after the first three, each on its own (each was tuned on after its first scoring).
  for (const [name, set, min, decision, maxJunk] of [
    ['fourth', heldOutQueries4, MIN_NDCG_FOURTH, '0056', MAX_JUNK_SHARE],
    ['fifth', heldOutQueries5, MIN_NDCG_FIFTH, '0057', MAX_JUNK_SHARE],
    // Its unanswerable queries are near things the shop sells (in-ear beside on-ear headphones, a Sitzsack beside the
    // Sitzbank): 3 of 26 showed exact junk after decision 0061, 1 after decision 0062 ("écouteurs sans fil").
    ['sixth', heldOutQueries6, MIN_NDCG_SIXTH, '0062', MAX_JUNK_SHARE],
    ['seventh', heldOutQueries7, MIN_NDCG_SEVENTH, '0064', MAX_JUNK_SHARE],
    ['eighth', heldOutQueries8, MIN_NDCG_EIGHTH, '0065', MAX_JUNK_SHARE_EIGHTH],
  ] as const) {
    it(`rank the ${name} set's answers no worse than after decision ${decision} (nDCG@10 ≥ ${min}), with no zero results and exact junk rare`, () => {
      const empty = set.filter((q) => q.want !== null && !skusIn(q.locale).some((sku) => satisfies(q.want!, facts.get(sku)!)));
      expect(empty.map((q) => `${q.locale} ${q.q}`)).toEqual([]);
      const summary = scoreShopperSet(enginePeer(indexFor), facts, skusIn, set);
      process.stdout.write(
        `${name} held-out set: ${summary.queries} queries (${summary.answerable} answerable), nDCG@10 ${summary.ndcg.toFixed(3)}, ` +
          `P@10 ${summary.precision.toFixed(3)}, zero results ${(summary.zeroResultRate * 100).toFixed(1)} %, ` +
          `junk ${summary.junkPerQuery.toFixed(2)} per unanswerable query\n`,
      );
      expect(summary.ndcg).toBeGreaterThanOrEqual(min);
      expect(summary.zeroResultRate).toBe(0);
      expect(summary.junkShare).toBeLessThanOrEqual(maxJunk);
    }, 180_000);
  }

  it('corrects a typo to a shopper word and searches the catalog’s phrasings of it', () => {
    const index = indexFor('de-DE');
    const result = runSearch(index, 'winterjake damen', { filters: {}, sort: 'relevance', page: 1, pageSize: 10 });
    expect(result).toMatchObject({ term: 'Winterjacke damen', correctedFrom: 'winterjake damen', partial: false });
    const relevant = (sku: string) => satisfies({ kind: ['jacket', 'coat'], season: ['winter'], target: ['damen'] }, facts.get(sku)!);
    expect(result.hits.filter((h) => relevant(h.sku)).length).toBe(10);
  });
});
