// The fixed orders a result can be sorted by, computed once per index: sorting a result is then picking its
// members from the global order (or comparing ranks), never comparing prices or dates again per query.
import type { SnapshotProduct } from './catalog-snapshot';
import type { SearchIndex, SortOrder } from './search-index';

function sortOrder(size: number, compare: (a: number, b: number) => number): SortOrder {
  const order = new Int32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  order.sort((a, b) => compare(a, b) || a - b);
  const rank = new Int32Array(size);
  order.forEach((doc, position) => (rank[doc] = position));
  return { order, rank };
}

export function buildSortOrders(products: SnapshotProduct[], available: Uint8Array, popularity: Float32Array): SearchIndex['orders'] {
  const n = products.length;
  const p = (doc: number) => products[doc]!;
  return {
    priceAsc: sortOrder(n, (a, b) => p(a).price - p(b).price || popularity[b]! - popularity[a]!),
    priceDesc: sortOrder(n, (a, b) => p(b).price - p(a).price || popularity[b]! - popularity[a]!),
    newest: sortOrder(n, (a, b) => p(b).createdAt - p(a).createdAt),
    rating: sortOrder(n, (a, b) => p(b).ratingAverage - p(a).ratingAverage || p(b).ratingCount - p(a).ratingCount),
    // Term-less listings: what is in stock first, then what shoppers rate best and most.
    popular: sortOrder(n, (a, b) => available[b]! - available[a]! || popularity[b]! - popularity[a]!),
  };
}

const LETTER_SIZES = ['3xs', 'xxs', '2xs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '2xl', 'xxxl', '3xl', '4xl', '5xl'];
const letterRank = (size: string) => {
  const i = LETTER_SIZES.indexOf(size.trim().toLowerCase());
  // 2xs/xxs and 2xl/xxl are the same size.
  return i < 0 ? -1 : LETTER_SIZES.indexOf(LETTER_SIZES[i]!.replace(/^2x/, 'xx').replace(/^3x(?=l)/, 'xxx'));
};
const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** Display rank of each size: numbers ascending ("36" < "38" < "40", "75B" < "80A"), letter sizes XS … XXL. */
export function sizeRanks(sizes: string[]): Int32Array {
  const order = sizes.map((_, i) => i);
  order.sort((a, b) => {
    const [x, y] = [sizes[a]!, sizes[b]!];
    const [lx, ly] = [letterRank(x), letterRank(y)];
    if (lx >= 0 && ly >= 0) return lx - ly;
    if (lx >= 0 || ly >= 0) return lx >= 0 ? 1 : -1;
    return collator.compare(x, y);
  });
  const rank = new Int32Array(sizes.length);
  order.forEach((id, position) => (rank[id] = position));
  return rank;
}
