// One search on a built index, synchronously: plan the term, match, filter and count facets, sort, page, and map
// the page's products to hits. search-products.ts adds the index look-up and the rules of the use case.
import { isColourKey } from '@/commerce/catalog/colours';
import { SearchError } from '../errors';
import type { ProductHit, ProductQuery, SearchFacets, SearchResult } from '../search-types';
import { filterAndCount, resolveFilters } from './filter-facets';
import { listCategory, matchTerm, type Candidates } from './match-products';
import { matchPartial } from './match-partial';
import { planQuery, splitPlan, withClauses, withHeads, type QueryPlan } from './plan-query';
import { headClause } from './query-head';
import type { CategoryNode } from './category-tree';
import type { SearchIndex } from './search-index';
import { pageOf } from './sort-page';
import { shownPrices } from '@/commerce/catalog/shown-prices';

const EMPTY: Candidates = { docs: new Int32Array(0), scores: new Float32Array(0) };

/** `term` is already normalised (normalise-term.ts); '' searches the category alone. */
export function runSearch(index: SearchIndex, term: string, query: ProductQuery): SearchResult {
  const category = query.categoryId === undefined ? null : (index.categories.byId.get(query.categoryId) ?? null);
  if (query.categoryId !== undefined && !category) throw new SearchError('SEARCH_CATEGORY_UNKNOWN');
  let candidates: Candidates;
  let searched: string | null = null;
  let correctedFrom: string | null = null;
  let partial = false;
  if (term) {
    const found = matchWithFallback(index, planQuery(index, term), category);
    searched = found.plan.term;
    correctedFrom = found.plan.correctedFrom;
    candidates = found.candidates;
    partial = found.partial;
  } else {
    candidates = listCategory(index, category);
  }
  const filtered = filterAndCount(index, candidates, resolveFilters(index, query.filters));
  const page = Math.max(1, Math.trunc(query.page) || 1);
  const pageSize = Math.max(1, Math.trunc(query.pageSize) || 1);
  const docs = pageOf(index, filtered, query.sort, term !== '', page, pageSize);
  return {
    hits: docs.map((doc) => productHit(index, doc, query.filters.colour)),
    total: filtered.docs.length,
    facets: filtered.facets satisfies SearchFacets,
    page,
    pageSize,
    term: searched,
    correctedFrom,
    partial,
  };
}

/**
 * Fewer strict matches than this, for a term of two words or more, and the partial matches are shown instead. One:
 * a strict match, however small, is what the shopper asked for ("baskets femme" shows the two women's sneakers,
 * not the men's ones after them).
 */
export const THIN_RESULT = 1;

/**
 * The strict match (every word); a correction that leaves the rest of the term without a match is taken back
 * (the word counts as unmatched); when the strict match is thin or a word matched nothing, the products
 * covering most of the term follow (match-partial.ts), and the answer says it is partial.
 */
export function matchWithFallback(index: SearchIndex, first: QueryPlan, category: CategoryNode | null): { plan: QueryPlan; candidates: Candidates; partial: boolean } {
  const found = matchOrRelax(index, first, category);
  return first.excluded.length === 0 ? found : { ...found, candidates: withoutExcluded(index, first.excluded, found.candidates) };
}

/** A product named by a negated word ("BH ohne Bügel": the Bügel-BH) at evidence of this level or more is left out. */
const EXCLUDED_LEVEL = 2;

function withoutExcluded(index: SearchIndex, excluded: readonly number[], candidates: Candidates): Candidates {
  const out = new Set<number>();
  for (const id of excluded) {
    const { docs, evidence } = index.postings[id]!;
    for (let i = 0; i < docs.length; i++) if (evidence[i]! >= EXCLUDED_LEVEL) out.add(docs[i]!);
  }
  if (out.size === 0) return candidates;
  const docs = new Int32Array(candidates.docs.length);
  const scores = new Float32Array(candidates.docs.length);
  let n = 0;
  for (let i = 0; i < candidates.docs.length; i++) {
    if (out.has(candidates.docs[i]!)) continue;
    docs[n] = candidates.docs[i]!;
    scores[n++] = candidates.scores[i]!;
  }
  return { ...candidates, docs: docs.subarray(0, n), scores: scores.subarray(0, n) };
}

function matchOrRelax(index: SearchIndex, first: QueryPlan, category: CategoryNode | null): { plan: QueryPlan; candidates: Candidates; partial: boolean } {
  let plan = first;
  if (plan.clauses.length === 0) return { plan, candidates: EMPTY, partial: false };
  let head = headClause(index, plan);
  let strict = matchTerm(index, plan, category, head);
  if (strict.docs.length === 0 && plan.clauses.length > 1 && plan.clauses.some((c) => c.corrected)) {
    const kept = plan.clauses.filter((c) => !c.corrected);
    const dropped = plan.clauses.filter((c) => c.corrected).map((c) => c.original);
    plan = withClauses(plan, kept, [...plan.unmatched, ...dropped]);
    if (kept.length === 0) return { plan, candidates: EMPTY, partial: false };
    head = headClause(index, plan);
    strict = matchTerm(index, plan, category, head);
  }
  // Words the catalog does not know are named in the answer, not weighed: the known words are what can match.
  const unknown = plan.unmatched.length > 0;
  // Products that only mention the term ("Stoffhose mit Gürtel", "spülmaschinenfest") are no exact hits for it.
  const mentionsOnly = strict.docs.length > 0 && strict.evident === 0;
  // … unless they only mention the head too ("Kissen für die Couch": sofas whose description mentions cushions): the
  // partial answer then shows the head's type first.
  const headMentioned = head !== null && strict.headNamed === 0;
  if (mentionsOnly && !headMentioned) return { plan, candidates: strict, partial: true };
  // A compound without exact hits: the products nearest its parts. With a few, and a modifier that only names a
  // subtype ("Bratpfanne"), the other products of its head follow them (the other pans).
  const parts = strict.docs.length === 0 || (strict.docs.length < THIN_COMPOUND && subtypeCompound(index, plan)) ? splitPlan(index, plan) : null;
  if (parts) {
    const near = matchPartial(index, parts, category);
    return { plan, candidates: strictThenNear(strict, near), partial: unknown || strict.docs.length === 0 };
  }
  // Strict matches that are not what the head asks for — they only mention it, or none is of its type and some are
  // sold beside it ("machine à café grain": the beans in the machines' category): the partial answer, head first.
  const notTheHead = mentionsOnly || (head !== null && strict.headTyped === 0 && (strict.besideHead ?? 0) > 0);
  if (!notTheHead && (strict.docs.length >= THIN_RESULT || plan.clauses.length < 2)) return { plan, candidates: strict, partial: unknown };
  const relaxedPlan = withHeads(plan);
  const relaxed = matchPartial(index, relaxedPlan, category, head && relaxedPlan.clauses[plan.clauses.indexOf(head)]!);
  return { plan, candidates: relaxed, partial: unknown || notTheHead || relaxed.docs.length > strict.docs.length };
}

/** Fewer exact hits than a page for a compound, and its parts' nearest products are shown after them. */
export const THIN_COMPOUND = 10;

function subtypeCompound(index: SearchIndex, plan: QueryPlan): boolean {
  const compound = plan.clauses.length === 1 ? plan.clauses[0]!.alternatives.find((a) => a.groups.length > 1) : undefined;
  return !!compound && compound.groups.slice(0, -1).every((group) => group.length > 0 && index.modifierTerms.has(group[0]!));
}

/** The strict matches first, then the near ones that are not among them. */
function strictThenNear(strict: Candidates, near: Candidates): Candidates {
  if (near.docs.length === 0) return strict;
  const seen = new Set(strict.docs);
  const docs = new Int32Array(strict.docs.length + near.docs.length);
  const scores = new Float32Array(docs.length);
  let top = 0;
  for (let i = 0; i < near.docs.length; i++) top = Math.max(top, near.scores[i]!);
  let n = 0;
  for (let i = 0; i < strict.docs.length; i++) {
    docs[n] = strict.docs[i]!;
    scores[n++] = top + 1 + strict.scores[i]!;
  }
  for (let i = 0; i < near.docs.length; i++) {
    if (seen.has(near.docs[i]!)) continue;
    docs[n] = near.docs[i]!;
    scores[n++] = near.scores[i]!;
  }
  return { docs: docs.subarray(0, n), scores: scores.subarray(0, n), evident: strict.evident };
}

/** `chosenColours`: a colour filter's values, which lead the hit's colours (the swatches shown first). */
export function productHit(index: SearchIndex, doc: number, chosenColours: readonly string[] = []): ProductHit {
  const product = index.products[doc]!;
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    slug: product.slug,
    ...shownPrices(index.currency, { amount: product.price, struckAmount: product.struckPrice, lowest30Amount: product.lowest30Price }, product),
    ratingAverage: product.ratingAverage,
    ratingCount: product.ratingCount,
    image: product.image,
    colours: chosenFirst([...new Set(product.variants.map((v) => v.colour).filter(isColourKey))], chosenColours),
    available: index.available[doc] === 1,
  };
}

function chosenFirst<T extends string>(colours: T[], chosen: readonly string[]): T[] {
  if (chosen.length === 0) return colours;
  return [...colours.filter((c) => chosen.includes(c)), ...colours.filter((c) => !chosen.includes(c))];
}
