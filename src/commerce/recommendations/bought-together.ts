// 'Bought together' for the add-to-basket slot: co-purchases from the orders first; then complementary categories
// (shoes → socks, TV → soundbar, sofa → rugs and cushions), preferring the same brand and shared attributes
// (colour, material, style); then the sibling categories. Only in-stock products, never the product itself.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import {
  loadAvailable,
  loadCandidates,
  sharedAttributes,
  siblingCategoryIds,
  type Candidate,
} from './candidates';
import type { CoPurchaseSource } from './co-purchase-source';
import { complementsOf } from './complementary-categories';

function companionScore(anchor: Candidate, candidate: Candidate): number {
  return (
    (candidate.brand === anchor.brand ? 2 : 0) + sharedAttributes(anchor.attributes, candidate.attributes)
  );
}

/** Best companions per complementary category, taken in turns so one category does not fill the whole slot. */
function interleave(anchor: Candidate, candidates: Candidate[], order: readonly string[]): Candidate[] {
  const groups = order.map((categoryId) =>
    candidates
      .filter((c) => c.categoryId === categoryId || c.categoryId.startsWith(`${categoryId}-`))
      .sort(
        (a, b) =>
          companionScore(anchor, b) - companionScore(anchor, a) ||
          b.ratingCount - a.ratingCount ||
          a.sku.localeCompare(b.sku),
      ),
  );
  const out: Candidate[] = [];
  for (let round = 0; groups.some((g) => g.length > round); round++) {
    for (const group of groups) {
      const next = group[round];
      if (next) out.push(next);
    }
  }
  return out;
}

export async function findBoughtTogether(
  db: Db,
  shop: ShopContext,
  anchor: Candidate,
  limit: number,
  source: CoPurchaseSource,
): Promise<string[]> {
  const chosen: string[] = [];
  const add = (skus: string[]) => {
    for (const sku of skus)
      if (chosen.length < limit && sku !== anchor.sku && !chosen.includes(sku)) chosen.push(sku);
  };

  const bought = await source.coPurchases(db, shop.tenant.key, anchor.sku, limit * 2);
  if (bought.length > 0) {
    // Still sold and in stock: a co-purchase of a discontinued product is no recommendation.
    const available = new Set(
      (
        await loadAvailable(
          db,
          shop,
          bought.map((b) => b.sku),
        )
      ).map((c) => c.sku),
    );
    add(bought.map((b) => b.sku).filter((sku) => available.has(sku)));
  }
  if (chosen.length < limit) {
    const complements = complementsOf(anchor.categoryId);
    const candidates = await loadCandidates(db, shop, [...complements], [anchor.sku, ...chosen], {
      withSubtrees: true,
    });
    add(interleave(anchor, candidates, complements).map((c) => c.sku));
  }
  if (chosen.length < limit) {
    const siblings = await siblingCategoryIds(db, shop, anchor.categoryId);
    const candidates = await loadCandidates(db, shop, siblings, [anchor.sku, ...chosen]);
    add(interleave(anchor, candidates, siblings).map((c) => c.sku));
  }
  return chosen;
}
