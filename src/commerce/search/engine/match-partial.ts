// The fallback when the strict match (every word) is thin: products matching part of the term, ranked by how much
// of the term they cover (each word weighted by its rarity, so "Winterjacke" counts more than "Damen"), then by
// score. Cost: one walk over the postings of every clause, the same order as the strict match.
import type { CategoryNode } from './category-tree';
import { membershipTest } from './category-tree';
import { addToPart, groupIdfCap, POPULARITY_BONUS, TYPE_LEVEL, UNAVAILABLE_FACTOR, type Candidates } from './match-products';
import type { Alternative, Clause, QueryPlan } from './plan-query';
import type { SearchIndex } from './search-index';

/** A product must cover at least this share of the term's weight to be offered as a partial match. */
export const MIN_COVERAGE = 0.5;
/** Coverage comes first: a score can never lift a product above one that covers more of the term. */
const COVERAGE_STEP = 1000;
/**
 * A word a product only mentions (its description: "pour les petites" for "petite robe noire") covers this share of
 * the word's weight: a black dress comes before a girl's dress of any colour.
 */
const MENTION_COVERAGE = 0.5;
/**
 * With a head (query-head.ts), products rank first by how much they are the head — its type, then what it is (name,
 * category), how it is, a feature, a mention — and the products of the head's type are shown whatever share of the
 * rest of the term they cover: "Kissen für die Couch" shows cushions, not sofas whose description mentions cushions.
 */
const HEAD_STEP = 100 * COVERAGE_STEP;

/** The scratch arrays are left clean. */
export function matchPartial(index: SearchIndex, plan: QueryPlan, category: CategoryNode | null, head: Clause | null = null): Candidates {
  const { clause: clauseScore, clauseSum, total, partCount, partScore, mark, coverage, evidence, headLevel } = index.scratch;
  const weightSum = plan.clauses.reduce((sum, c) => sum + c.idf, 0);
  const all = index.scratch.first;
  let allLength = 0;
  for (const clause of plan.clauses) {
    const touched: number[] = [];
    for (const alternative of clause.alternatives) {
      if (alternative.groups.length === 1) union(index, alternative, touched);
      else conjunction(index, alternative, touched, partCount, partScore);
    }
    for (const doc of touched) {
      const best = clauseScore[doc]!;
      total[doc]! += best + 0.3 * (clauseSum[doc]! - best);
      coverage[doc]! += evidence[doc] === 0 ? clause.idf * MENTION_COVERAGE : clause.idf;
      // One more than the evidence: 0 is "not matched".
      if (clause === head) headLevel[doc] = evidence[doc]! + 1;
      evidence[doc] = 0;
      if (mark[doc] === 0) {
        mark[doc] = 1;
        all[allLength++] = doc;
      }
      clauseScore[doc] = 0;
      clauseSum[doc] = 0;
    }
  }
  const inCategory = category ? membershipTest(index.categories, category, index.categoryOrder, index.reduced) : () => true;
  const docs = new Int32Array(allLength);
  const scores = new Float32Array(allLength);
  let found = 0;
  for (let i = 0; i < allLength; i++) {
    const doc = all[i]!;
    const share = weightSum > 0 ? coverage[doc]! / weightSum : 0;
    if ((share >= MIN_COVERAGE || headLevel[doc] === TYPE_LEVEL + 1) && inCategory(doc)) {
      const factor = index.available[doc] ? 1 : UNAVAILABLE_FACTOR;
      docs[found] = doc;
      scores[found++] = headLevel[doc]! * HEAD_STEP + Math.round(share * 20) * COVERAGE_STEP + factor * (total[doc]! + POPULARITY_BONUS * index.popularity[doc]!);
    }
    headLevel[doc] = 0;
    mark[doc] = 0;
    total[doc] = 0;
    coverage[doc] = 0;
  }
  return { docs: docs.subarray(0, found), scores: scores.subarray(0, found) };
}

const idfOf = (idf: number, alternative: Alternative) => (alternative.idfCap === undefined ? idf : Math.min(idf, alternative.idfCap));

function union(index: SearchIndex, alternative: Alternative, touched: number[]): void {
  const { clause: clauseScore, clauseSum, evidence: evident } = index.scratch;
  for (const id of alternative.groups[0]!) {
    const { docs, weights, idf, evidence } = index.postings[id]!;
    const factor = alternative.boost * idfOf(idf, alternative);
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      if (evidence[i]! > evident[doc]!) evident[doc] = evidence[i]!;
      const score = factor * weights[i]!;
      const current = clauseScore[doc]!;
      if (current === 0) touched.push(doc);
      if (score > current) clauseScore[doc] = score;
      clauseSum[doc]! += score;
    }
  }
}

function conjunction(index: SearchIndex, alternative: Alternative, touched: number[], partCount: Uint8Array, partScore: Float32Array): void {
  const { clause: clauseScore, clauseSum, evidence: evident } = index.scratch;
  const started: number[] = [];
  alternative.groups.forEach((group, g) => {
    const cap = groupIdfCap(index, group);
    for (const id of group) {
      const { docs, weights, idf } = index.postings[id]!;
      const factor = (alternative.boost * Math.min(idf, cap)) / alternative.groups.length;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        if (partCount[doc]! < g || partCount[doc]! > g + 1) continue;
        if (partCount[doc] === g && g === 0) started.push(doc);
        addToPart(index.scratch, doc, g, factor * weights[i]!);
      }
    }
  });
  for (const doc of started) {
    if (partCount[doc] === alternative.groups.length) {
      // A compound's parts: counted as more than a mention.
      if (evident[doc] === 0) evident[doc] = 1;
      const score = partScore[doc]!;
      const current = clauseScore[doc]!;
      if (current === 0) touched.push(doc);
      if (score > current) clauseScore[doc] = score;
      clauseSum[doc]! += score;
    }
    partCount[doc] = 0;
    partScore[doc] = 0;
  }
}
