// A small seeded random generator: the same keys give the same sequence on every machine and Node version, so the
// demo catalog is the same byte for byte on every run (Math.random cannot be seeded).

/** 32-bit FNV-1a over the joined keys, then mixed: a stable seed from any list of strings and numbers. */
export function hashKeys(keys: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = keys.join('\u0001');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** k distinct items in their original order. */
  sample<T>(items: readonly T[], k: number): T[];
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function createRng(...keys: (string | number)[]): Rng {
  let state = hashKeys(keys);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of entries) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return entries[entries.length - 1]![0];
    },
    sample: (items, k) => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
      }
      return indexes
        .slice(0, Math.min(k, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i]!);
    },
  };
}
