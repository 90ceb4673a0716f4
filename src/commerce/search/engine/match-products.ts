// Evaluates a query plan on the postings with the index's work arrays: clauses cheapest first, each one only
// looking at products that matched every clause before it. Also the term-less candidates of a category page.
import { membershipTest, type CategoryNode } from './category-tree';
import type { Alternative, Clause, QueryPlan } from './plan-query';
import { besideHeadTest } from './query-head';
import type { SearchIndex } from './search-index';

export interface Candidates {
  docs: Int32Array;
  scores: Float32Array;
  /**
   * Strict matches: how many are exact — some word matched through what the product is (type, name head, category,
   * attributes) and none only through a mention (description, other details). Absent: all of them.
   */
  evident?: number;
  /**
   * Strict matches, for a term with a head (query-head.ts): how many are of the head's type, and how many are of a
   * type another word names while the head word comes only from their category (the beans in the machines'
   * category for "machine à café grain"): sold beside the head's type, not asked for.
   */
  headTyped?: number;
  besideHead?: number;
  /** Strict matches with the head word in more than a mention (for a term with a head). */
  headNamed?: number;
}

/** A product's score gains up to this much from popularity, and loses this share when nothing is in stock. */
export const POPULARITY_BONUS = 0.5;
export const UNAVAILABLE_FACTOR = 0.8;
/** A clause matched in several ways (the category says "Banken" and the name says "Hoekbank") is stronger evidence. */
const FURTHER_MATCHES = 0.3;
/** The words of a several-word term in a product's name, in order ("machine à café"): the product is what was asked. */
const PHRASE_FACTOR = 1.3;
/** A product matching through a known confusion ("Lederimitat" for "Leder") keeps this share of its score. */
const CONFUSION_FACTOR = 0.4;
/**
 * A product matching no word through what it is ("Stoffhose mit Gürtel" for "Gürtel"), or a word only through a
 * mention ("Becher, spülmaschinengeeignet" for "lave-vaisselle"), ranks after the exact ones.
 */
const MENTION_FACTOR = 0.3;
/** Evidence levels (build-search-index.ts): the product's type; what it is (name head, category, brand); how it is
 * (colour, target group, attributes); a feature. */
export const TYPE_LEVEL = 4;
const WHAT_LEVEL = 3;
const HOW_LEVEL = 2;
const FEATURE_LEVEL = 1;
/** A product whose type every word of the term names scores this much more (in proportion to the share). */
const TYPE_BONUS = 1;

export function matchTerm(index: SearchIndex, plan: QueryPlan, category: CategoryNode | null, head: Clause | null = null): Candidates {
  const { count, total, clause: clauseScore, clauseSum, evidence, levelMin, levelMax, typeShare, headLevel } = index.scratch;
  const clauses = [...plan.clauses].sort((a, b) => a.cost - b.cost);
  const weightSum = clauses.reduce((sum, c) => sum + c.weight, 0);
  // Only products of the cheapest clause can match all; they are the ones to collect and to reset afterwards.
  const first = new DocList(index.scratch.first);
  clauses.forEach((clause, ci) => {
    const touched = ci === 0 ? first : new DocList(index.scratch.touched);
    for (const alternative of clause.alternatives) {
      if (alternative.groups.length === 1) addUnion(index, alternative, ci, touched);
      else addConjunction(index, alternative, ci, touched);
    }
    for (let i = 0; i < touched.length; i++) {
      const doc = touched.docs[i]!;
      if (count[doc] === ci) {
        count[doc] = ci + 1;
        const best = clauseScore[doc]!;
        total[doc]! += best + FURTHER_MATCHES * (clauseSum[doc]! - best);
        const level = evidence[doc]!;
        levelMin[doc] = ci === 0 ? level : Math.min(levelMin[doc]!, level);
        levelMax[doc] = ci === 0 ? level : Math.max(levelMax[doc]!, level);
        if (level === TYPE_LEVEL) typeShare[doc]! += clause.weight / weightSum;
        if (clause === head) headLevel[doc] = level;
      }
      clauseScore[doc] = 0;
      clauseSum[doc] = 0;
      evidence[doc] = 0;
    }
  });

  // Known confusions: an imitation leather boot still matches "Leder", after the leather ones.
  for (const clause of clauses) {
    for (const id of clause.confusions) {
      const { docs } = index.postings[id]!;
      for (let i = 0; i < docs.length; i++) if (count[docs[i]!] === clauses.length) total[docs[i]!]! *= CONFUSION_FACTOR;
    }
  }

  const inCategory = categoryTest(index, category);
  const docs = new Int32Array(first.length);
  const scores = new Float32Array(first.length);
  let found = 0;
  let evident = 0;
  let headTyped = 0;
  let headNamed = 0;
  let beside = 0;
  const besideHead = head ? besideHeadTest(index, plan, head) : null;
  for (let i = 0; i < first.length; i++) {
    const doc = first.docs[i]!;
    if (count[doc] === clauses.length && inCategory(doc)) {
      if (besideHead) {
        // Of the head's type; or of a type another word names, sold beside the head's type.
        if (headLevel[doc]! >= FEATURE_LEVEL) headNamed++;
        if (headLevel[doc] === TYPE_LEVEL) headTyped++;
        else if (headLevel[doc] === WHAT_LEVEL && typeShare[doc]! > 0 && besideHead(doc)) beside++;
      }
      let factor = index.available[doc] ? 1 : UNAVAILABLE_FACTOR;
      if (plan.phrase && nameHasPhrase(index, doc, plan.phrase)) factor *= PHRASE_FACTOR;
      // Exact: some word says what the product is, and none is a mere mention. Words saying how it is (colour, target
      // group, material) narrow a term but name nothing: with a feature ("Jogginghose mit Gürtel" for "Gürtel Herren")
      // they make no exact hit; on their own ("rot Damen") they do.
      const min = levelMin[doc]!;
      const max = levelMax[doc]!;
      if (min >= FEATURE_LEVEL && (max >= WHAT_LEVEL || min >= HOW_LEVEL)) evident++;
      else factor *= MENTION_FACTOR;
      // The more of the term names the product's type, the more it is what was asked: a "téléphone portable" is a
      // smartphone (both words say so) before a laptop ("portable" says so, "téléphone" only its category).
      if (clauses.length > 1) factor *= 1 + TYPE_BONUS * typeShare[doc]!;
      docs[found] = doc;
      scores[found++] = factor * (total[doc]! + POPULARITY_BONUS * index.popularity[doc]!);
    }
    count[doc] = 0;
    total[doc] = 0;
    levelMin[doc] = 0;
    levelMax[doc] = 0;
    typeShare[doc] = 0;
    headLevel[doc] = 0;
  }
  return { docs: docs.subarray(0, found), scores: scores.subarray(0, found), evident, headTyped, besideHead: beside, headNamed };
}

function nameHasPhrase(index: SearchIndex, doc: number, phrase: Int32Array): boolean {
  const { nameStart, nameTerms } = index;
  const last = nameStart[doc + 1]! - phrase.length;
  for (let start = nameStart[doc]!; start <= last; start++) {
    let i = 0;
    while (i < phrase.length && nameTerms[start + i] === phrase[i]) i++;
    if (i === phrase.length) return true;
  }
  return false;
}

/** A list of product numbers in one of the index's work arrays (no allocation per query). */
class DocList {
  length = 0;
  constructor(readonly docs: Int32Array) {}
  push(doc: number): void {
    this.docs[this.length++] = doc;
  }
}

/** The products of a category page (or the whole catalog), scored by popularity. */
export function listCategory(index: SearchIndex, category: CategoryNode | null): Candidates {
  let docs: Int32Array;
  if (!category) {
    docs = new Int32Array(index.size).map((_, i) => i);
  } else if (category.rule !== null) {
    const test = categoryTest(index, category);
    const members: number[] = [];
    for (let doc = 0; doc < index.size; doc++) if (test(doc)) members.push(doc);
    docs = Int32Array.from(members);
  } else {
    const { docsByCategory, offset } = index.categories;
    docs = docsByCategory.subarray(offset[category.pre]!, offset[category.end]!);
  }
  const scores = new Float32Array(docs.length);
  docs.forEach((doc, i) => (scores[i] = index.popularity[doc]! + (index.available[doc] ? 1 : 0)));
  return { docs, scores };
}

function categoryTest(index: SearchIndex, category: CategoryNode | null): (doc: number) => boolean {
  if (!category) return () => true;
  return membershipTest(index.categories, category, index.categoryOrder, index.reduced);
}

const idfOf = (idf: number, alternative: Alternative) => (alternative.idfCap === undefined ? idf : Math.min(idf, alternative.idfCap));

function addUnion(index: SearchIndex, alternative: Alternative, ci: number, touched: DocList): void {
  const { count, clause: clauseScore, clauseSum, evidence: evident } = index.scratch;
  for (const id of alternative.groups[0]!) {
    const { docs, weights, evidence, idf } = index.postings[id]!;
    const factor = alternative.boost * idfOf(idf, alternative);
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      if (count[doc] !== ci) continue;
      if (evidence[i]! > evident[doc]!) evident[doc] = evidence[i]!;
      const score = factor * weights[i]!;
      const current = clauseScore[doc]!;
      if (current === 0) touched.push(doc);
      if (score > current) clauseScore[doc] = score;
      clauseSum[doc]! += score;
    }
  }
}

/** Compound parts: a product matches when it matches every part (through the part or a synonym of it). */
function addConjunction(index: SearchIndex, alternative: Alternative, ci: number, touched: DocList): void {
  const { count, clause: clauseScore, clauseSum, partCount, partScore, partLevel, partMin, evidence: evident } = index.scratch;
  const started = new DocList(index.scratch.started);
  // One typed word: the parts share its weight ("jacke winter" for "Winterjacke" counts no more than "Winterjacke").
  const share = 1 / alternative.groups.length;
  alternative.groups.forEach((group, g) => {
    const cap = groupIdfCap(index, group);
    for (const id of group) {
      const { docs, weights, evidence, idf } = index.postings[id]!;
      const factor = alternative.boost * Math.min(idf, cap) * share;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        if (count[doc] !== ci || partCount[doc]! < g || partCount[doc]! > g + 1) continue;
        if (partCount[doc] === g) {
          if (g === 0) started.push(doc);
          // The part before is complete: keep the lowest evidence of the parts so far.
          partMin[doc] = g === 0 ? MAX_LEVEL : Math.min(partMin[doc]!, partLevel[doc]!);
          partLevel[doc] = evidence[i]!;
        } else if (evidence[i]! > partLevel[doc]!) partLevel[doc] = evidence[i]!;
        addToPart(index.scratch, doc, g, factor * weights[i]!);
      }
    }
  });
  const groups = alternative.groups.length;
  for (let i = 0; i < started.length; i++) {
    const doc = started.docs[i]!;
    if (partCount[doc] === groups) {
      const score = partScore[doc]!;
      const current = clauseScore[doc]!;
      if (current === 0) touched.push(doc);
      if (score > current) clauseScore[doc] = score;
      clauseSum[doc]! += score;
      // The head part says what the product is, so the evidence is its own; but a part only mentioned (the "hand"
      // of "Handschuhe" in a description) makes the whole a mention, and a modifier that is only a feature of the
      // product (the "Jeans" of "Jeansrock") with a head that is not its type (the category "Kleider & Röcke") is
      // no more than a feature: a Jeansrock is no "Jeanskleid".
      const head = partLevel[doc]!;
      const modifier = partMin[doc]!;
      const level = Math.min(modifier, head) === 0 ? 0 : modifier <= FEATURE_LEVEL && head < TYPE_LEVEL ? FEATURE_LEVEL : head;
      if (level > evident[doc]!) evident[doc] = level;
    }
    partCount[doc] = 0;
    partScore[doc] = 0;
    partLevel[doc] = 0;
    partMin[doc] = 0;
  }
}

const MAX_LEVEL = TYPE_LEVEL;

/**
 * A compound part's words are its own stem first, then its synonyms and the compounds it is the head of: none of
 * those counts as rarer than the part itself ("Sweatjacke" is no better a "Jacke" for being rare).
 */
export function groupIdfCap(index: SearchIndex, group: readonly number[]): number {
  return group.length === 0 ? Infinity : index.postings[group[0]!]!.idf;
}

/**
 * Adds a word's score to the part `g` a product is matching: the part's best word counts, the others a little ("the
 * Winterjacke of the category Jacken" beats a "Sweatjacke" of the category Pullover). Marks the part as matched.
 */
export function addToPart(scratch: SearchIndex['scratch'], doc: number, g: number, score: number): void {
  const { partCount, partScore, partBest, partSum } = scratch;
  if (partCount[doc] === g) {
    partCount[doc] = g + 1;
    partBest[doc] = score;
    partSum[doc] = score;
    partScore[doc]! += score;
    return;
  }
  const before = partBest[doc]! + FURTHER_MATCHES * (partSum[doc]! - partBest[doc]!);
  partSum[doc]! += score;
  if (score > partBest[doc]!) partBest[doc] = score;
  partScore[doc]! += partBest[doc]! + FURTHER_MATCHES * (partSum[doc]! - partBest[doc]!) - before;
}
