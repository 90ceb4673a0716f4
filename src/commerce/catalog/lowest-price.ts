// The price a shop may show as reduced, read from the price history (PAngV § 11): the current price, the former
// price to strike through, and the lowest price of the 30 days before the reduction began. A reduction in steps
// (99 → 79 → 59) counts from its first step, as § 11 (3) allows for a continuous sale.

export interface PricePoint {
  /** Minor units. */
  amount: number;
  validFrom: Date;
}

export interface PriceState {
  amount: number;
  validFrom: Date;
  /** The price before the reduction; null when the product is not reduced. */
  struckAmount: number | null;
  /** Reduced: lowest price of the `days` before the reduction began. Otherwise: lowest price of the last `days`. */
  lowest30Amount: number;
  reductionStart: Date | null;
}

const DAY_MS = 86_400_000;

function ordered(history: readonly PricePoint[]): PricePoint[] {
  return [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
}

/**
 * The lowest price in effect at any moment of [end − days, end). The price in effect when the window opens counts,
 * even if it was set before. Null when no price was in effect during the window.
 */
export function lowestPriceBefore(history: readonly PricePoint[], end: Date, days = 30): number | null {
  const from = end.getTime() - days * DAY_MS;
  const to = end.getTime();
  let lowest: number | null = null;
  const points = ordered(history);
  points.forEach((point, i) => {
    const starts = point.validFrom.getTime();
    const ends = points[i + 1]?.validFrom.getTime() ?? Infinity;
    // In effect during [starts, ends); counts if that overlaps the window.
    if (starts < to && ends > from && (lowest === null || point.amount < lowest)) lowest = point.amount;
  });
  return lowest;
}

/** The price state at `now`; null when no price had started by then. */
export function priceStateAt(history: readonly PricePoint[], now: Date, days = 30): PriceState | null {
  const points = ordered(history).filter((p) => p.validFrom.getTime() <= now.getTime());
  const current = points.at(-1);
  if (!current) return null;
  // Walk back over the run of falling prices that ends now; `former` is the price the run started from.
  let former = points.length - 1;
  while (former > 0 && points[former - 1]!.amount > points[former]!.amount) former--;
  if (former === points.length - 1) {
    const lowest = lowestPriceBefore(points, new Date(now.getTime() + 1), days) ?? current.amount;
    return {
      amount: current.amount,
      validFrom: current.validFrom,
      struckAmount: null,
      lowest30Amount: lowest,
      reductionStart: null,
    };
  }
  const reductionStart = points[former + 1]!.validFrom;
  return {
    amount: current.amount,
    validFrom: current.validFrom,
    struckAmount: points[former]!.amount,
    lowest30Amount: lowestPriceBefore(points, reductionStart, days) ?? points[former]!.amount,
    reductionStart,
  };
}
