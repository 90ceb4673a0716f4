// Size scales as the goods are sold: German clothing sizes, bra sizes, shoe sizes, bed and textile formats.
// A product offers a contiguous run of its scale (nobody sells a dress in 34 and 46 but not 40).
import type { Rng } from './prng';

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => String(from + i * step));

const braBands = [70, 75, 80, 85, 90];
const braCups = ['A', 'B', 'C', 'D', 'E'];

export const sizeScales = {
  /** Women's clothing, German numeric sizes. */
  womenNumeric: { sizes: range(34, 48, 2), run: [5, 7] },
  womenAlpha: { sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], run: [5, 6] },
  menAlpha: { sizes: ['S', 'M', 'L', 'XL', 'XXL', '3XL'], run: [5, 6] },
  /** Men's trousers and suits, German sizes. */
  menNumeric: { sizes: range(44, 58, 2), run: [6, 8] },
  /** Shirt collar sizes (Kragenweite). */
  collar: { sizes: range(38, 46), run: [6, 9] },
  /** Jeans, waist/length in inches. */
  jeans: {
    sizes: ['29/32', '30/32', '31/32', '32/32', '33/32', '34/32', '36/32', '32/34', '34/34', '36/34'],
    run: [7, 10],
  },
  bra: { sizes: braBands.flatMap((band) => braCups.map((cup) => `${band}${cup}`)), run: [0, 0] },
  briefs: { sizes: ['XS', 'S', 'M', 'L', 'XL'], run: [4, 5] },
  menUnderwear: { sizes: ['S', 'M', 'L', 'XL', 'XXL'], run: [5, 5] },
  socks: { sizes: ['35–38', '39–42', '43–46'], run: [3, 3] },
  kids: { sizes: range(92, 164, 6), run: [5, 7] },
  baby: { sizes: ['50', '56', '62', '68', '74', '80', '86'], run: [5, 7] },
  shoesWomen: { sizes: range(36, 42), run: [6, 7] },
  shoesMen: { sizes: range(40, 47), run: [6, 8] },
  shoesKids: { sizes: range(24, 35), run: [6, 10] },
  slippers: { sizes: ['36/37', '38/39', '40/41', '42/43', '44/45', '46/47'], run: [4, 6] },
  bed: { sizes: ['140x200', '160x200', '180x200', '200x200'], run: [3, 4] },
  mattress: {
    sizes: ['80x200', '90x200', '100x200', '120x200', '140x200', '160x200', '180x200'],
    run: [5, 7],
  },
  bedding: { sizes: ['135x200', '155x220', '200x200', '200x220'], run: [2, 4] },
  towels: { sizes: ['30x50', '50x100', '70x140', '100x150'], run: [3, 4] },
  curtains: { sizes: ['140x145', '140x175', '140x225', '140x245'], run: [2, 4] },
  rugs: { sizes: ['80x150', '120x170', '160x230', '200x290'], run: [3, 4] },
  pans: { sizes: ['20 cm', '24 cm', '28 cm', '32 cm'], run: [2, 3] },
} as const satisfies Record<string, { sizes: readonly string[]; run: readonly [number, number] }>;

export type SizeScaleKey = keyof typeof sizeScales;

/** Bras: three to five bands and three or four cups, always around the common 75B–85C. */
function braRun(rng: Rng): string[] {
  const bandStart = rng.int(0, 1);
  const bands = braBands.slice(bandStart, bandStart + rng.int(3, 5 - bandStart));
  const cupStart = rng.int(0, 1);
  const cups = braCups.slice(cupStart, cupStart + rng.int(3, 4));
  return bands.flatMap((band) => cups.map((cup) => `${band}${cup}`));
}

export function pickSizes(scale: SizeScaleKey, rng: Rng): string[] {
  if (scale === 'bra') return braRun(rng);
  const { sizes, run } = sizeScales[scale];
  const length = Math.min(sizes.length, rng.int(run[0], run[1]));
  const start = rng.int(0, sizes.length - length);
  return sizes.slice(start, start + length);
}

export function isBraSize(size: string): boolean {
  return /^(70|75|80|85|90)[A-E]$/.test(size);
}

export function isShoeSize(size: string): boolean {
  const n = Number(size);
  return (Number.isInteger(n) && n >= 18 && n <= 50) || /^[34]\d\/[34]\d$/.test(size);
}
