// Use case: suggestions while the shopper types: completed terms, matching categories and brands, and the best
// few products, all treating the last word as unfinished ("damen snea" → "damen Sneaker").
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { foldText, originalWords, words } from './analysis/fold';
import { isStopword } from './analysis/stopwords';
import type { CategoryNode } from './engine/category-tree';
import { matchTerm, POPULARITY_BONUS, UNAVAILABLE_FACTOR } from './engine/match-products';
import { planQuery, type QueryPlan } from './engine/plan-query';
import { productHit } from './engine/run-search';
import type { SearchIndex } from './engine/search-index';
import { searchIndexFor } from './engine/search-index-registry';
import { pageOf } from './engine/sort-page';
import { completions, typoMatches } from './engine/vocabulary';
import { normaliseTerm } from './normalise-term';
import type { ProductHit } from './search-types';

export interface CategorySuggestion {
  id: string;
  name: string;
  slugPath: string;
  /** Names from the root down to the parent, to tell "Damen › Sneaker" from "Herren › Sneaker". */
  parents: string[];
}

export interface Suggestions {
  term: string;
  terms: string[];
  categories: CategorySuggestion[];
  brands: string[];
  products: ProductHit[];
}

export const SUGGEST_LIMITS = { terms: 5, categories: 3, brands: 3, products: 4 } as const;
/** Fewer characters than this suggest nothing: one letter matches half the catalog and helps nobody. */
export const MIN_SUGGEST_LENGTH = 2;

export async function suggest(shop: ShopContext, rawTerm: string, deps: { db?: Db } = {}): Promise<Suggestions> {
  const term = normaliseTerm(rawTerm);
  if (Array.from(term).length < MIN_SUGGEST_LENGTH) return { term, terms: [], categories: [], brands: [], products: [] };
  return suggestOn(await searchIndexFor(shop, deps.db), term);
}

/** Suggestions on a built index for a normalised term. */
export function suggestOn(index: SearchIndex, term: string): Suggestions {
  const typed = originalWords(term).flatMap((original) => words(foldText(original)));
  if (typed.length === 0) return { term, terms: [], categories: [], brands: [], products: [] };
  const plan = planQuery(index, term, { prefixLast: true });
  return {
    term,
    terms: termSuggestions(index, term, typed),
    categories: categorySuggestions(index, typed),
    brands: brandSuggestions(index, typed),
    products: productSuggestions(index, plan).map((doc) => productHit(index, doc)),
  };
}

/**
 * The best few products. A one-word term (the usual case while typing) needs only each matching stem's heaviest
 * products, kept in the index; longer terms are evaluated in full.
 */
function productSuggestions(index: SearchIndex, plan: QueryPlan): number[] {
  if (plan.clauses.length === 0) return [];
  const [clause] = plan.clauses;
  if (plan.clauses.length > 1 || clause!.alternatives.some((a) => a.groups.length > 1)) {
    return pageOf(index, matchTerm(index, plan, null), 'relevance', true, 1, SUGGEST_LIMITS.products);
  }
  const scores = new Map<number, number>();
  for (const alternative of clause!.alternatives) {
    for (const id of alternative.groups[0]!) {
      const { top, topWeights, idf } = index.postings[id]!;
      const factor = alternative.boost * (alternative.idfCap === undefined ? idf : Math.min(idf, alternative.idfCap));
      top.forEach((doc, i) => {
        const score = (index.available[doc] ? 1 : UNAVAILABLE_FACTOR) * (factor * topWeights[i]! + POPULARITY_BONUS * index.popularity[doc]!);
        if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
      });
    }
  }
  const docs = Int32Array.from(scores.keys());
  return pageOf(index, { docs, scores: Float32Array.from(docs, (doc) => scores.get(doc)!) }, 'relevance', true, 1, SUGGEST_LIMITS.products);
}

function termSuggestions(index: SearchIndex, term: string, typed: string[]): string[] {
  const last = typed.at(-1)!;
  const head = term.slice(0, Math.max(0, term.length - lastWordLength(term))).trimEnd();
  let found = completions(index.vocabulary, last, SUGGEST_LIMITS.terms * 2);
  if (found.length === 0) found = typoMatches(index.vocabulary, last, SUGGEST_LIMITS.terms, { asPrefix: true });
  // Only terms that find something: the words before the last must match together, and the completed word with them.
  const findsProducts = resultTest(index, head);
  if (!findsProducts) return [];
  try {
    return pickTerms(index, head, found, findsProducts);
  } finally {
    findsProducts.release();
  }
}

function pickTerms(index: SearchIndex, head: string, found: number[], findsProducts: (word: number) => boolean): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const i of found) {
    const display = index.vocabulary.display[i]!;
    const suggestion = head ? `${head} ${display}` : display;
    const key = foldText(suggestion);
    if (seen.has(key)) continue;
    seen.add(key);
    // Checked only until the list is full: the rarest candidates are never walked.
    if (!findsProducts(i)) continue;
    out.push(suggestion);
    if (out.length === SUGGEST_LIMITS.terms) break;
  }
  return out;
}

/** The products of the last few heads per index: a shopper typing "damen s", "damen sn", "damen sne" keeps the head. */
const HEAD_CACHE = 32;
const headCaches = new WeakMap<SearchIndex, Map<string, Int32Array>>();

function headProducts(index: SearchIndex, head: string): Int32Array {
  let cache = headCaches.get(index);
  if (!cache) headCaches.set(index, (cache = new Map()));
  let docs = cache.get(head);
  if (!docs) {
    const plan = planQuery(index, head);
    docs = plan.clauses.length === 0 || plan.unmatched.length > 0 ? new Int32Array(0) : Int32Array.from(matchTerm(index, plan, null).docs);
    if (cache.size >= HEAD_CACHE) cache.delete(cache.keys().next().value!);
    cache.set(head, docs);
  }
  return docs;
}

const shopperWordLeads = new WeakMap<SearchIndex, Map<string, boolean>>();

/**
 * Whether a shopper word (a key of the replacement or class data) leads to some product named by every word of one
 * of its catalog phrasings: "Wickeltisch" is offered only where the shop sells a Wickelkommode.
 */
function leadsToProducts(index: SearchIndex, stem: string): boolean {
  let cache = shopperWordLeads.get(index);
  if (!cache) shopperWordLeads.set(index, (cache = new Map()));
  let leads = cache.get(stem);
  if (leads === undefined) {
    const names = (s: string) =>
      [s, ...(index.synonyms.get(s) ?? [])].some((w) => {
        const id = index.termIdOf.get(w);
        return id !== undefined && index.postings[id]!.evidence.some((level) => level >= 2);
      });
    const targets = [...(index.replacements.get(stem) ?? []), ...(index.classes.get(stem) ?? [])];
    leads = targets.some((target) => target.every(names));
    cache.set(stem, leads);
  }
  return leads;
}

/**
 * Whether a vocabulary word (a candidate for the last word) finds products after the head words; null when the
 * head itself finds nothing, since no suggestion then leads anywhere. A candidate needs one of the head's products
 * in its postings (or its synonyms'); the first found ends the walk.
 */
function resultTest(index: SearchIndex, head: string): (((word: number) => boolean) & { release: () => void }) | null {
  const own = (word: number) => {
    const stem = index.vocabulary.stems[word]!;
    const ids = [index.termIdOf.get(stem), ...(index.synonyms.get(stem) ?? []).map((s) => index.termIdOf.get(s))];
    return ids.filter((id): id is number => id !== undefined);
  };
  // A word only the products' features or mentions carry ("Gürtel" of "Stoffhose mit Gürtel") leads to no exact hit:
  // it is not offered on its own.
  if (!head) {
    const names = (id: number) => index.postings[id]!.evidence.some((level) => level >= 2);
    const known = (word: number) => own(word).some(names) || leadsToProducts(index, index.vocabulary.stems[word]!);
    return Object.assign(known, { release: () => {} });
  }
  const headDocs = headProducts(index, head);
  if (headDocs.length === 0) return null;
  // The head's products stay marked while the candidates are checked; `release` clears the marks.
  const { mark } = index.scratch;
  for (const doc of headDocs) mark[doc] = 1;
  const test = (word: number) => {
    for (const id of own(word)) {
      // Reached through the product's name, type, attributes or features, not through a mention in its description.
      const { docs, evidence } = index.postings[id]!;
      for (let i = 0; i < docs.length; i++) if (mark[docs[i]!] === 1 && evidence[i]! >= 1) return true;
    }
    return false;
  };
  return Object.assign(test, { release: () => headDocs.forEach((doc) => (mark[doc] = 0)) });
}

function lastWordLength(term: string): number {
  const match = /[\p{L}\p{N}]+[^\p{L}\p{N}]*$/u.exec(term);
  return match ? match[0].length : 0;
}

/** Whether every typed word is a word of `candidate` (by stem; the last typed word may be a word's beginning). */
function matchesWords(index: SearchIndex, typed: string[], candidate: string[]): boolean {
  const meaningful = typed.filter((w, i) => i === typed.length - 1 || !isStopword(index.language, w));
  const stems = candidate.map((c) => index.stemmer.stem(c));
  return meaningful.every((word, i) =>
    i === meaningful.length - 1
      ? candidate.some((c) => c.startsWith(word)) || stems.includes(index.stemmer.stem(word))
      : stems.includes(index.stemmer.stem(word)),
  );
}

const categoryWords = new WeakMap<CategoryNode, string[]>();
function wordsOf(node: CategoryNode): string[] {
  let list = categoryWords.get(node);
  if (!list) categoryWords.set(node, (list = node.pathNames.flatMap((name) => words(foldText(name)))));
  return list;
}

function categorySuggestions(index: SearchIndex, typed: string[]): CategorySuggestion[] {
  const matching = index.categories.nodes.filter((node) => node.productCount > 0 && matchesWords(index, typed, wordsOf(node)));
  // The categories the words name themselves first (their own name matches the last word), then the big ones.
  const ownName = (node: CategoryNode) => words(foldText(node.name)).some((w) => w.startsWith(typed.at(-1)!));
  matching.sort(
    (a, b) => Number(ownName(b)) - Number(ownName(a)) || b.productCount - a.productCount || a.depth - b.depth,
  );
  return matching.slice(0, SUGGEST_LIMITS.categories).map((node) => ({
    id: node.id,
    name: node.name,
    slugPath: node.slugPath,
    parents: node.pathNames.slice(0, -1),
  }));
}

const brandCounts = new WeakMap<SearchIndex, Int32Array>();
function brandSuggestions(index: SearchIndex, typed: string[]): string[] {
  let counts = brandCounts.get(index);
  if (!counts) {
    counts = new Int32Array(index.brands.length);
    for (const brand of index.brandOf) counts[brand]! += 1;
    brandCounts.set(index, counts);
  }
  const found = index.brands
    .map((brand, id) => ({ brand, id }))
    .filter(({ brand }) => matchesWords(index, typed, words(foldText(brand))));
  found.sort((a, b) => counts[b.id]! - counts[a.id]!);
  return found.slice(0, SUGGEST_LIMITS.brands).map(({ brand }) => brand);
}
