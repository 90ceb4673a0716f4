// The in-memory search index of one tenant and locale: a cache built from the database (never the only copy),
// with postings per stem, typed arrays per product for filters, facets and sorting, and the category tree.
import type { Currency } from '@/commerce/tenant/tenants';
import type { Language, Locale } from '@/platform/i18n/locales';
import type { ColourKey } from '@/commerce/catalog/colours';
import type { ConfusionMap, PhraseMap, ReplacementMap, SynonymMap } from '../analysis/synonyms';
import type { Stemmer } from '../analysis/stemmer';
import type { SnapshotProduct } from './catalog-snapshot';
import type { Vocabulary } from './vocabulary';
import type { CategoryTree } from './category-tree';

export interface Postings {
  /** Ascending product numbers. */
  docs: Int32Array;
  /** Field-weighted weight of the stem in each product, aligned with docs. */
  weights: Float32Array;
  /** How much the stem says what the product is: 2 what it is, 1 a stated feature, 0 a mention (build-search-index.ts). */
  evidence: Uint8Array;
  idf: number;
  /** The few products where the stem weighs most (then the most popular): suggestions need no more. */
  top: Int32Array;
  topWeights: Float32Array;
}

/** The global orders for sorting, as product numbers best-first, and each product's rank in them. */
export interface SortOrder {
  order: Int32Array;
  rank: Int32Array;
}

export interface SearchIndex {
  tenant: string;
  locale: Locale;
  language: Language;
  currency: Currency;
  builtAt: number;
  /** The catalog version (search_index_versions) the index was built from. */
  version: number;
  products: SnapshotProduct[];
  size: number;

  price: Int32Array;
  reduced: Uint8Array;
  rating: Float32Array;
  available: Uint8Array;
  brandOf: Int32Array;
  /** Bit i set: the product comes in colourKeys[i]. */
  colourMask: Uint32Array;
  /** The bit of the product's first colour (the one its picture shows), or -1. */
  primaryColour: Int8Array;
  /** Sizes of product d: sizeIds[sizeStart[d] .. sizeStart[d + 1]). */
  sizeStart: Int32Array;
  sizeIds: Int32Array;
  /** The product's own category as its number in the tree's pre-order (see category-tree.ts). */
  categoryOrder: Int32Array;
  /** The stems of product d's name in order, as term numbers: nameTerms[nameStart[d] .. nameStart[d + 1]). */
  nameStart: Int32Array;
  nameTerms: Int32Array;
  /** 0 … 1, from rating and number of ratings: orders term-less listings and breaks relevance ties. */
  popularity: Float32Array;

  brands: string[];
  brandIdOf: ReadonlyMap<string, number>;
  colourKeys: ColourKey[];
  sizes: string[];
  sizeIdOf: ReadonlyMap<string, number>;
  /** Rank of each size in display order (numbers ascending, then XS … XXL, then the rest alphabetically). */
  sizeRank: Int32Array;

  termIdOf: ReadonlyMap<string, number>;
  postings: Postings[];
  vocabulary: Vocabulary;
  /** Folded words and stems compounds may be split into. */
  compoundParts: ReadonlySet<string>;
  /** The parts of compoundParts known only as a compound's first part (build-search-index.ts, compound-parts.ts). */
  modifierParts: ReadonlySet<string>;
  /**
   * Stems of the compounds split when indexed → the stem of their head: their products are in the head's postings
   * already, so a query for the head need not walk the compound's too.
   */
  splitHeads: ReadonlyMap<string, string>;
  /**
   * The catalog's hyphenated words, joined (folded, and their stems) → their parts: "tshirt" → t, shirt;
   * "kuhlgefrierkombination" → kuhl, gefrier, kombination. A shopper types them joined.
   */
  joinedForms: ReadonlyMap<string, readonly string[]>;
  /**
   * Words the catalog writes only as a later part of hyphenated words, never alone nor first ("ear" of On-Ear,
   * Over-Ear): a stop word typed before one stands where the catalog has the word's first part ("in ear").
   */
  hyphenTails: ReadonlySet<string>;
  /** Stems of the words the catalog writes after a negation ("sans fil", "ohne Gummidruck"): features, not exclusions. */
  negatedInCatalog: ReadonlySet<string>;
  synonyms: SynonymMap;
  /**
   * Shopper words → the catalog's phrasings (replacements/<language>.json and the shopper vocabulary,
   * shopper-words/<language>.json, with the shop's own regional words).
   */
  replacements: ReplacementMap;
  /** Shopper phrases of several words ("ohne Bügel", "sans armatures") → the catalog's phrasings. */
  phrases: PhraseMap;
  /** Class words → their members' phrasings (the shopper vocabulary's "within"): searched with less weight. */
  classes: ReplacementMap;
  /** Known confusions (replacements/<language>.json): products with these words rank after the real thing. */
  confusions: ConfusionMap;
  /** Term numbers of the words that name a product type (the category names'): they weigh most in partial matches. */
  typeTerms: ReadonlySet<number>;
  /**
   * Term numbers of the head nouns of the products' types ("Nette sokken" → sokken, "Koffiebonen" → koffiebonen and
   * bonen): a query word reaching one names a product type, as the head of a term must (query-head.ts).
   */
  productTypeTerms: ReadonlySet<number>;
  /** Per product, its type's head noun, folded ("koffiebonen"; "Café en grains" → cafe), or ''. */
  typeHead: string[];
  /** Per product, the term number of its own category's head noun ("Koffiemachines", "Machines à café" → machine), or -1. */
  categoryHead: Int32Array;
  /**
   * Term numbers of the modifiers the catalog only writes inside compounds ("brat" of Bratpfanne, "wok" of
   * Wokpfanne): a subtype, not an attribute of its own, so a thin match of such a compound is followed by its head's
   * products (the other pans), where "Damenschuhe" or "Winterjacke" is not.
   */
  modifierTerms: ReadonlySet<number>;
  stemmer: Stemmer;

  categories: CategoryTree;
  orders: Record<'priceAsc' | 'priceDesc' | 'newest' | 'rating' | 'popular', SortOrder>;

  /** Reusable work arrays of the query evaluation (JavaScript runs one query at a time per process). */
  scratch: Scratch;
}

export interface Scratch {
  count: Uint8Array;
  total: Float32Array;
  clause: Float32Array;
  clauseSum: Float32Array;
  partCount: Uint8Array;
  partScore: Float32Array;
  /** A compound's part being matched: the best score of a word of its group so far, and their sum. */
  partBest: Float32Array;
  partSum: Float32Array;
  /** Strict matches of a compound: the evidence of the part being matched, and the lowest of the parts before it. */
  partLevel: Uint8Array;
  partMin: Uint8Array;
  mark: Uint8Array;
  /** Strict matches: the evidence level of the clause being matched, and the lowest and highest over the clauses. */
  evidence: Uint8Array;
  levelMin: Uint8Array;
  levelMax: Uint8Array;
  /** Strict matches: the share of the term's words that reach the product through its type. */
  typeShare: Float32Array;
  /** Partial matches: the share of the term's weight each product covers. */
  coverage: Float32Array;
  /** The evidence level of the term's head word (query-head.ts) for each product, during a match. */
  headLevel: Uint8Array;
  /** Lists of product numbers: the first clause's products, a later clause's, a compound's first part's. */
  first: Int32Array;
  touched: Int32Array;
  started: Int32Array;
}

export function createScratch(size: number): Scratch {
  return {
    count: new Uint8Array(size),
    total: new Float32Array(size),
    clause: new Float32Array(size),
    clauseSum: new Float32Array(size),
    partCount: new Uint8Array(size),
    partScore: new Float32Array(size),
    partBest: new Float32Array(size),
    partSum: new Float32Array(size),
    partLevel: new Uint8Array(size),
    partMin: new Uint8Array(size),
    mark: new Uint8Array(size),
    evidence: new Uint8Array(size),
    levelMin: new Uint8Array(size),
    levelMax: new Uint8Array(size),
    typeShare: new Float32Array(size),
    coverage: new Float32Array(size),
    headLevel: new Uint8Array(size),
    first: new Int32Array(size),
    touched: new Int32Array(size),
    started: new Int32Array(size),
  };
}
