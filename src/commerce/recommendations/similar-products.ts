// 'Similar products' for the detail-view slot: the same category (then its sibling categories), close in price,
// sharing brand and attributes, in stock, never the product itself. Deterministic: the same catalog gives the same
// list, so cached pages and tests agree.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { loadCandidates, sharedAttributes, siblingCategoryIds, type Candidate } from './candidates';

/** Higher is more similar. A price twice or half the anchor's costs about as much as three shared attributes. */
export function similarity(anchor: Candidate, candidate: Candidate): number {
  const priceDistance = Math.abs(Math.log(Math.max(candidate.price, 1) / Math.max(anchor.price, 1)));
  return (
    (candidate.brand === anchor.brand ? 2 : 0) +
    sharedAttributes(anchor.attributes, candidate.attributes) -
    4 * priceDistance
  );
}

export function rankBySimilarity(anchor: Candidate, candidates: Candidate[]): Candidate[] {
  return candidates
    .map((candidate) => ({ candidate, score: similarity(anchor, candidate) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.ratingCount - a.candidate.ratingCount ||
        a.candidate.sku.localeCompare(b.candidate.sku),
    )
    .map(({ candidate }) => candidate);
}

export async function findSimilarProducts(
  db: Db,
  shop: ShopContext,
  anchor: Candidate,
  limit: number,
): Promise<string[]> {
  const same = rankBySimilarity(anchor, await loadCandidates(db, shop, [anchor.categoryId], [anchor.sku]));
  if (same.length >= limit) return same.slice(0, limit).map((c) => c.sku);
  const siblings = await siblingCategoryIds(db, shop, anchor.categoryId);
  const near = rankBySimilarity(anchor, await loadCandidates(db, shop, siblings, [anchor.sku]));
  return [...same, ...near].slice(0, limit).map((c) => c.sku);
}
