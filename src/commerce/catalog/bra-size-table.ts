// The bra size table as data (decision 0047). Source: the EU size system of EN 13402-3 / DIN EN 13402, as German,
// Austrian, Swiss and Dutch lingerie makers print it: the band is the under-bust girth rounded to the nearest 5 cm
// (63–67 cm → 65, 68–72 → 70 …), the cup is the difference bust − under-bust in 2 cm steps from AA (10–12 cm) on.
// French (and Belgian/Spanish) labels name the same band 15 higher (EU 75 = FR 90); cups are the same letters.

/** The EU bands a shop sells, in cm of under-bust girth (the centre of each 5 cm step). */
export const braBands = [60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 110] as const;

/** A cup: the bust − under-bust difference in cm it covers, from (inclusive) to (exclusive). */
export interface BraCup {
  cup: string;
  from: number;
  to: number;
}

export const braCups: readonly BraCup[] = [
  { cup: 'AA', from: 10, to: 12 },
  { cup: 'A', from: 12, to: 14 },
  { cup: 'B', from: 14, to: 16 },
  { cup: 'C', from: 16, to: 18 },
  { cup: 'D', from: 18, to: 20 },
  { cup: 'E', from: 20, to: 22 },
  { cup: 'F', from: 22, to: 24 },
  { cup: 'G', from: 24, to: 26 },
  { cup: 'H', from: 26, to: 28 },
];

/** The band step of the EU system, in cm. */
export const braBandStep = 5;

/** A French band is the EU band plus this (EU 75B = FR 90B). */
export const frenchBandOffset = 15;
