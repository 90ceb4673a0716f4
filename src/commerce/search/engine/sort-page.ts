// Picks one page of a filtered result in the requested order. Fixed orders (price, newest, rating, popularity)
// come from the index's precomputed orders; relevance keeps the best k scores with a heap.
import type { SortKey } from '../search-types';
import type { Candidates } from './match-products';
import type { SearchIndex, SortOrder } from './search-index';

export function pageOf(index: SearchIndex, result: Candidates, sort: SortKey, byScore: boolean, page: number, pageSize: number): number[] {
  const count = result.docs.length;
  const skip = (page - 1) * pageSize;
  if (skip >= count) return [];
  const k = Math.min(count, skip + pageSize);
  const best = sort === 'relevance' && byScore ? topByScore(index, result, k) : topByOrder(index, result.docs, orderFor(index, sort), k);
  return best.slice(skip, k);
}

function orderFor(index: SearchIndex, sort: SortKey): SortOrder {
  switch (sort) {
    case 'price-asc':
      return index.orders.priceAsc;
    case 'price-desc':
      return index.orders.priceDesc;
    case 'newest':
      return index.orders.newest;
    case 'rating':
      return index.orders.rating;
    default:
      return index.orders.popular;
  }
}

/** The first k of docs in a global order: by comparing ranks when the result is small, else by one walk. */
function topByOrder(index: SearchIndex, docs: Int32Array, { order, rank }: SortOrder, k: number): number[] {
  if (docs.length * 16 < index.size) {
    return Array.from(docs)
      .sort((a, b) => rank[a]! - rank[b]!)
      .slice(0, k);
  }
  const { mark } = index.scratch;
  for (const doc of docs) mark[doc] = 1;
  const out: number[] = [];
  for (let i = 0; i < order.length && out.length < k; i++) {
    const doc = order[i]!;
    if (mark[doc] === 1) out.push(doc);
  }
  for (const doc of docs) mark[doc] = 0;
  return out;
}

/** The k best by score (ties: the popular order), best first. */
function topByScore(index: SearchIndex, { docs, scores }: Candidates, k: number): number[] {
  const rank = index.orders.popular.rank;
  // better(i, j): candidate i ranks above candidate j
  const better = (i: number, j: number) => scores[i]! > scores[j]! || (scores[i] === scores[j] && rank[docs[i]!]! < rank[docs[j]!]!);
  let picked: number[];
  if (k * 4 >= docs.length) {
    picked = Array.from(docs.keys()).sort((i, j) => (better(i, j) ? -1 : better(j, i) ? 1 : 0));
  } else {
    // A min-heap of the k best seen so far; its root is the weakest of them.
    const heap: number[] = [];
    const siftDown = (at: number) => {
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let weakest = at;
        if (left < heap.length && better(heap[weakest]!, heap[left]!)) weakest = left;
        if (right < heap.length && better(heap[weakest]!, heap[right]!)) weakest = right;
        if (weakest === at) return;
        [heap[at], heap[weakest]] = [heap[weakest]!, heap[at]!];
        at = weakest;
      }
    };
    for (let i = 0; i < docs.length; i++) {
      if (heap.length < k) {
        heap.push(i);
        for (let at = heap.length - 1; at > 0; ) {
          const parent = (at - 1) >> 1;
          if (!better(heap[parent]!, heap[at]!)) break;
          [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
          at = parent;
        }
      } else if (better(i, heap[0]!)) {
        heap[0] = i;
        siftDown(0);
      }
    }
    picked = heap.sort((i, j) => (better(i, j) ? -1 : better(j, i) ? 1 : 0));
  }
  return picked.map((i) => docs[i]!);
}
