// A bra size from two measurements, by the table in bra-size-table.ts, and reading sizes as shops write them ("75B").
import type { Locale } from '@/platform/i18n/locales';
import { braBandStep, braBands, braCups, frenchBandOffset } from './bra-size-table';

export interface BraSize {
  band: number;
  cup: string;
  /** The EU size as the catalogue writes it: "75B". */
  size: string;
}

/** The size for bust and under-bust girth in cm, or null when the measurements fall outside the table. */
export function braSizeFor(bust: number, underBust: number): BraSize | null {
  const band = Math.round(underBust / braBandStep) * braBandStep;
  if (!(braBands as readonly number[]).includes(band)) return null;
  // In whole millimetres, so 85.9 − 71.9 is 14, not 13.999….
  const difference = Math.round((bust - underBust) * 10) / 10;
  const cup = braCups.find((c) => difference >= c.from && difference < c.to);
  return cup ? { band, cup: cup.cup, size: `${band}${cup.cup}` } : null;
}

const sizePattern = /^(\d{2,3})(AA|[A-K])$/;

/** "75B" → band 75, cup B; null for anything that is not an EU bra size of the table's bands. */
export function parseBraSize(size: string): BraSize | null {
  const match = sizePattern.exec(size.trim());
  if (!match) return null;
  const band = Number(match[1]);
  if (!(braBands as readonly number[]).includes(band)) return null;
  return { band, cup: match[2]!, size: `${band}${match[2]}` };
}

/** A product or listing is for bras when it has sizes and every one of them is a band-and-cup size. */
export function allBraSizes(sizes: readonly string[]): boolean {
  return sizes.length > 0 && sizes.every((s) => parseBraSize(s) !== null);
}

/** Which sizing systems a locale shows (decision 0047): EU everywhere; French-speaking Switzerland also FR. */
export type BraSizeSystem = 'EU' | 'FR';

export function braSizeSystems(locale: Locale): BraSizeSystem[] {
  return locale === 'fr-CH' ? ['EU', 'FR'] : ['EU'];
}

/** The size in one system: EU as the catalogue writes it, FR with the band 15 higher. */
export function braSizeIn(size: BraSize, system: BraSizeSystem): string {
  return system === 'EU' ? size.size : `${size.band + frenchBandOffset}${size.cup}`;
}

/** The finder's answer: the catalogue's size and how the shop names it in each of its systems. */
export interface BraSizeAnswer {
  /** The EU size as the catalogue writes it ("75B"): what variants and the size filter use. */
  size: string;
  /** The size in each system the shop shows, EU first ("75B", then "90B" in fr-CH). */
  shown: { system: BraSizeSystem; size: string }[];
}

export function braSizeAnswer(size: BraSize, locale: Locale): BraSizeAnswer {
  return { size: size.size, shown: braSizeSystems(locale).map((system) => ({ system, size: braSizeIn(size, system) })) };
}
