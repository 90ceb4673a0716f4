// The held-out shopper sets in the order they were written (held-out-queries.ts, -2.ts … -8.ts), one place for the
// scripts that score or check them by number. Sets 1–3 were tuned on from the start; each later one was written
// blind and scored before anything was changed for it (decisions 0054, 0056, 0057, 0061, 0064, 0065).
import { heldOutQueries } from './held-out-queries';
import { heldOutQueries2 } from './held-out-queries-2';
import { heldOutQueries3 } from './held-out-queries-3';
import { heldOutQueries4 } from './held-out-queries-4';
import { heldOutQueries5 } from './held-out-queries-5';
import { heldOutQueries6 } from './held-out-queries-6';
import { heldOutQueries7 } from './held-out-queries-7';
import { heldOutQueries8 } from './held-out-queries-8';
import type { ShopperQuery } from './shopper-queries';

/** Set number → its queries; a new set is added at the end. */
export const heldOutSets: readonly ShopperQuery[][] = [
  heldOutQueries,
  heldOutQueries2,
  heldOutQueries3,
  heldOutQueries4,
  heldOutQueries5,
  heldOutQueries6,
  heldOutQueries7,
  heldOutQueries8,
];

/** Set `n` (1-based), or undefined. */
export const heldOutSet = (n: number): ShopperQuery[] | undefined => heldOutSets[n - 1];
