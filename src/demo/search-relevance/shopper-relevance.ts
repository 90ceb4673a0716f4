// Scores a search on the shopper relevance set (shopper-queries.ts): each query's relevant products are those
// whose generated attributes satisfy its predicate. Figures: nDCG@10 and P@10 over the answerable queries, the
// zero-result rate (answerable queries with no hit), and junk for unanswerable ones (hits shown as exact matches
// where nothing fits). Any search can be scored through `SearchPeer`: the engine, or an off-the-shelf library.
import { isColourKey } from '@/commerce/catalog/colours';
import { attributeLabels } from '@/commerce/catalog/product-attributes';
import { catalogIndexes, DEFAULT_SEED } from '@/demo/catalog/catalog-rows';
import { generateProduct, type GeneratedProduct } from '@/demo/catalog/generate-product';
import type { Locale } from '@/platform/i18n/locales';
import { CUTOFF, ndcg } from './relevance';
import { shopperQueries, type ShopperQuery, type Want } from './shopper-queries';

export interface PeerAnswer {
  /** The first CUTOFF skus, best first. */
  skus: string[];
  total: number;
  /** The peer says these are not exact matches (the engine's partial fallback). */
  partial: boolean;
}

export interface SearchPeer {
  name: string;
  search(locale: Locale, q: string): PeerAnswer;
}

/** The generated attributes of the products of a seeded catalog of `count` (and its supplement), by sku. */
export function productFacts(count: number, seed = DEFAULT_SEED): Map<string, GeneratedProduct> {
  const facts = new Map<string, GeneratedProduct>();
  for (const index of catalogIndexes(count)) {
    const product = generateProduct(seed, index);
    facts.set(product.sku, product);
  }
  return facts;
}

const anyOf = (wanted: readonly string[] | undefined, value: unknown) =>
  wanted === undefined || (typeof value === 'string' && wanted.includes(value));

export function satisfies(want: Want, product: GeneratedProduct): boolean {
  const a = product.attributes;
  return (
    anyOf(want.kind, product.kind) &&
    anyOf(want.family, product.familyId) &&
    anyOf(want.type, product.texts.de.details[attributeLabels.product_type.de]) &&
    (want.category === undefined || want.category.some((c) => product.categoryId === c || product.categoryId.startsWith(`${c}-`))) &&
    anyOf(want.target, a.target_group) &&
    anyOf(want.material, a.material) &&
    anyOf(want.season, a.season) &&
    anyOf(want.lining, a.lining) &&
    (want.colour === undefined || product.colours.filter(isColourKey).some((c) => want.colour!.includes(c)))
  );
}

export interface ShopperScore {
  query: ShopperQuery;
  relevant: number;
  ndcg: number;
  precision: number;
  total: number;
  partial: boolean;
  /** Unanswerable queries: hits shown as exact matches in the first CUTOFF. */
  junk: number;
  top: string[];
}

export interface ShopperSummary {
  peer: string;
  queries: number;
  answerable: number;
  /** Means over the answerable queries. */
  ndcg: number;
  precision: number;
  zeroResultRate: number;
  /** Unanswerable queries: the mean number of hits shown as exact matches, and the share showing any. */
  junkPerQuery: number;
  junkShare: number;
  scores: ShopperScore[];
}

/**
 * `skusIn(locale)`: the skus the peer's index for the locale holds (a product not sold in a shop is not relevant
 * there). P@10 is the share of relevant hits among the first min(10, relevant) places.
 */
export function scoreShopperSet(
  peer: SearchPeer,
  facts: ReadonlyMap<string, GeneratedProduct>,
  skusIn: (locale: Locale) => readonly string[],
  queries = shopperQueries,
): ShopperSummary {
  const scores = queries.map((query): ShopperScore => {
    const answer = peer.search(query.locale, query.q);
    const isRelevant = (sku: string) => query.want !== null && facts.has(sku) && satisfies(query.want, facts.get(sku)!);
    const relevant = query.want === null ? 0 : skusIn(query.locale).filter(isRelevant).length;
    const flags = answer.skus.slice(0, CUTOFF).map(isRelevant);
    const hits = flags.filter(Boolean).length;
    return {
      query,
      relevant,
      ndcg: relevant === 0 ? 0 : ndcg(flags, relevant),
      precision: relevant === 0 ? 0 : hits / Math.min(CUTOFF, relevant),
      total: answer.total,
      partial: answer.partial,
      junk: query.want === null && !answer.partial ? Math.min(CUTOFF, answer.skus.length) : 0,
      top: answer.skus.slice(0, 3).map((sku) => facts.get(sku)?.texts.de.name ?? sku),
    };
  });
  const answerable = scores.filter((s) => s.query.want !== null);
  const unanswerable = scores.filter((s) => s.query.want === null);
  const mean = (list: ShopperScore[], f: (s: ShopperScore) => number) => (list.length === 0 ? 0 : list.reduce((sum, s) => sum + f(s), 0) / list.length);
  return {
    peer: peer.name,
    queries: scores.length,
    answerable: answerable.length,
    ndcg: mean(answerable, (s) => s.ndcg),
    precision: mean(answerable, (s) => s.precision),
    zeroResultRate: mean(answerable, (s) => (s.total === 0 ? 1 : 0)),
    junkPerQuery: mean(unanswerable, (s) => s.junk),
    junkShare: mean(unanswerable, (s) => (s.junk > 0 ? 1 : 0)),
    scores,
  };
}
