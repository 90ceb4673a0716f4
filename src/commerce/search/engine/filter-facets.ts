// Applies the shopper's filters to the candidates and counts the facets in the same pass. A facet's own selection
// does not narrow its own counts (choosing "Nike" still shows how many "Adidas" there are), every other one does.
import { colours, type ColourKey } from '@/commerce/catalog/colours';
import type { FacetValue, ProductFilters, SearchFacets } from '../search-types';
import type { Candidates } from './match-products';
import type { SearchIndex } from './search-index';

/** Relevance of a product shown in a chosen colour: ahead of one that merely also comes in it. */
const CHOSEN_COLOUR_FACTOR = 1.5;
const CHOSEN_COLOUR_BONUS = 1;

export interface ResolvedFilters {
  /** Selected brand numbers as a membership table, or null for no brand filter. */
  brands: Uint8Array | null;
  colourMask: number;
  sizes: Uint8Array | null;
  priceMin: number;
  priceMax: number;
  ratingMin: number;
}

/** The filters in index terms. Values the shop does not have are dropped: a stale link still shows products. */
export function resolveFilters(index: SearchIndex, filters: ProductFilters): ResolvedFilters {
  const table = (values: string[] | undefined, ids: ReadonlyMap<string, number>, size: number) => {
    const known = (values ?? []).map((v) => ids.get(v)).filter((id): id is number => id !== undefined);
    if (known.length === 0) return null;
    const selected = new Uint8Array(size);
    for (const id of known) selected[id] = 1;
    return selected;
  };
  let colourMask = 0;
  for (const key of filters.colour ?? []) {
    const bit = index.colourKeys.indexOf(key);
    if (bit >= 0) colourMask |= 1 << bit;
  }
  const rating = Math.trunc(filters.ratingMin ?? 0);
  return {
    brands: table(filters.brand, index.brandIdOf, index.brands.length),
    colourMask: colourMask >>> 0,
    sizes: table(filters.size, index.sizeIdOf, index.sizes.length),
    priceMin: Number.isFinite(filters.priceMin) ? Math.max(0, filters.priceMin!) : 0,
    priceMax: Number.isFinite(filters.priceMax) ? filters.priceMax! : Number.MAX_SAFE_INTEGER,
    ratingMin: rating >= 1 && rating <= 5 ? rating : 0,
  };
}

export interface Filtered extends Candidates {
  facets: SearchFacets;
}

export function filterAndCount(index: SearchIndex, candidates: Candidates, f: ResolvedFilters): Filtered {
  const brandCount = new Int32Array(index.brands.length);
  const colourCount = new Int32Array(index.colourKeys.length);
  const sizeCount = new Int32Array(index.sizes.length);
  const ratingCount = new Int32Array(6);
  let priceLow = Infinity;
  let priceHigh = -Infinity;
  const docs = new Int32Array(candidates.docs.length);
  const scores = new Float32Array(candidates.docs.length);
  let kept = 0;

  const { docs: candidateDocs, scores: candidateScores } = candidates;
  for (let i = 0; i < candidateDocs.length; i++) {
    const doc = candidateDocs[i]!;
    const brandOk = !f.brands || f.brands[index.brandOf[doc]!] === 1;
    const mask = index.colourMask[doc]!;
    const colourOk = f.colourMask === 0 || (mask & f.colourMask) !== 0;
    const from = index.sizeStart[doc]!;
    const to = index.sizeStart[doc + 1]!;
    let sizeOk = !f.sizes;
    for (let s = from; !sizeOk && s < to; s++) sizeOk = f.sizes![index.sizeIds[s]!] === 1;
    const price = index.price[doc]!;
    const priceOk = price >= f.priceMin && price <= f.priceMax;
    const rating = index.rating[doc]!;
    const ratingOk = rating >= f.ratingMin;

    if (colourOk && sizeOk && priceOk && ratingOk) brandCount[index.brandOf[doc]!]! += 1;
    if (brandOk && sizeOk && priceOk && ratingOk) {
      for (let m = mask; m !== 0; m &= m - 1) colourCount[31 - Math.clz32(m & -m)]! += 1;
    }
    if (brandOk && colourOk && priceOk && ratingOk) for (let s = from; s < to; s++) sizeCount[index.sizeIds[s]!]! += 1;
    if (brandOk && colourOk && sizeOk && ratingOk) {
      if (price < priceLow) priceLow = price;
      if (price > priceHigh) priceHigh = price;
    }
    if (brandOk && colourOk && sizeOk && priceOk) for (let n = 1; n <= 4; n++) if (rating >= n) ratingCount[n]! += 1;
    if (brandOk && colourOk && sizeOk && priceOk && ratingOk) {
      docs[kept] = doc;
      // A colour filter puts the products whose own colour (the picture's) is the chosen one first.
      const primary = index.primaryColour[doc]!;
      const inChosenColour = f.colourMask !== 0 && primary >= 0 && (f.colourMask & (1 << primary)) !== 0;
      scores[kept++] = inChosenColour ? candidateScores[i]! * CHOSEN_COLOUR_FACTOR + CHOSEN_COLOUR_BONUS : candidateScores[i]!;
    }
  }

  const brand = values(index.brands, brandCount, (id) => f.brands?.[id] === 1);
  brand.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const colourOrder = Object.keys(colours) as ColourKey[];
  const colour = values(index.colourKeys, colourCount, (bit) => (f.colourMask & (1 << bit)) !== 0);
  colour.sort((a, b) => colourOrder.indexOf(a.value as ColourKey) - colourOrder.indexOf(b.value as ColourKey));
  const size = values(index.sizes, sizeCount, (id) => f.sizes?.[id] === 1);
  size.sort((a, b) => index.sizeRank[index.sizeIdOf.get(a.value)!]! - index.sizeRank[index.sizeIdOf.get(b.value)!]!);
  const rating: FacetValue[] = [4, 3, 2, 1].map((n) => ({ value: String(n), count: ratingCount[n]!, selected: f.ratingMin === n }));

  return {
    docs: docs.subarray(0, kept),
    scores: scores.subarray(0, kept),
    facets: { brand, colour, size, price: priceLow <= priceHigh ? { min: priceLow, max: priceHigh } : null, rating },
  };
}

/** Values with products, and selected values even without (so they can be taken back). */
function values(labels: readonly string[], counts: Int32Array, selected: (id: number) => boolean): FacetValue[] {
  const out: FacetValue[] = [];
  labels.forEach((value, id) => {
    const isSelected = selected(id);
    if (counts[id]! > 0 || isSelected) out.push({ value, count: counts[id]!, selected: isSelected });
  });
  return out;
}
