import { describe, expect, it } from 'vitest';
import { braMeasurementsSchema } from './bra-measurements-input';
import { allBraSizes, braSizeFor, braSizeIn, braSizeSystems, parseBraSize } from './bra-size';
import { braCups } from './bra-size-table';

describe('bra size table', () => {
  it.each([
    // under-bust, bust, size: rows of the EN 13402 table as lingerie makers print it
    [73, 87, '75B'],
    [75, 88, '75A'],
    [70, 86, '70C'],
    [68, 84, '70C'],
    [72, 86, '70B'],
    [78, 96, '80D'],
    [82, 102, '80E'],
    [88, 110, '90F'],
    [64, 77, '65A'],
    [98, 124, '100H'],
  ])('under-bust %s cm and bust %s cm is %s', (underBust, bust, size) => {
    expect(braSizeFor(bust, underBust)?.size).toBe(size);
  });

  it('rounds the under-bust to the nearest 5 cm band', () => {
    expect(braSizeFor(87, 72.4)?.band).toBe(70);
    expect(braSizeFor(87, 72.5)?.band).toBe(75);
    expect(braSizeFor(82, 67.4)?.band).toBe(65);
  });

  it('takes each cup from its 2 cm step, the lower edge inclusive', () => {
    expect(braSizeFor(87.9, 75)?.cup).toBe('A');
    expect(braSizeFor(89, 75)?.cup).toBe('B');
    expect(braSizeFor(90.9, 75)?.cup).toBe('B');
    expect(braSizeFor(91, 75)?.cup).toBe('C');
    expect(braSizeFor(85.9, 71.9)?.cup).toBe('B');
  });

  it('has gapless cups of 2 cm', () => {
    for (const [i, cup] of braCups.entries()) {
      expect(cup.to - cup.from).toBe(2);
      if (i > 0) expect(cup.from).toBe(braCups[i - 1]!.to);
    }
  });

  it('finds no size outside the table', () => {
    expect(braSizeFor(84, 75)).toBeNull(); // 9 cm: smaller than AA
    expect(braSizeFor(105, 75)).toBeNull(); // 30 cm: larger than H
    expect(braSizeFor(70, 56)).toBeNull(); // band 55
    expect(braSizeFor(140, 114)).toBeNull(); // band 115
  });
});

describe('bra sizes as shops write them', () => {
  it('reads band and cup', () => {
    expect(parseBraSize('75B')).toEqual({ band: 75, cup: 'B', size: '75B' });
    expect(parseBraSize('100AA')).toEqual({ band: 100, cup: 'AA', size: '100AA' });
    expect(parseBraSize('M')).toBeNull();
    expect(parseBraSize('38')).toBeNull();
    expect(parseBraSize('77B')).toBeNull();
  });

  it('calls a size run a bra run only when every size is band and cup', () => {
    expect(allBraSizes(['70A', '75B', '80C'])).toBe(true);
    expect(allBraSizes(['75B', 'M'])).toBe(false);
    expect(allBraSizes([])).toBe(false);
  });

  it('shows French bands (EU + 15) beside the EU size only in French-speaking Switzerland', () => {
    expect(braSizeSystems('fr-CH')).toEqual(['EU', 'FR']);
    for (const locale of ['de-DE', 'de-AT', 'de-CH', 'nl-NL'] as const) expect(braSizeSystems(locale)).toEqual(['EU']);
    const size = braSizeFor(87, 73)!;
    expect(braSizeIn(size, 'EU')).toBe('75B');
    expect(braSizeIn(size, 'FR')).toBe('90B');
  });
});

describe('bra measurements', () => {
  const codes = (input: unknown) => {
    const result = braMeasurementsSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('requires both measurements (SPEC §5)', () => {
    expect(codes({ bust: '', underBust: '' })).toEqual({ bust: 'BRA_REQUIRED', underBust: 'BRA_REQUIRED' });
    expect(codes({ bust: '88', underBust: ' ' })).toEqual({ underBust: 'BRA_REQUIRED' });
  });

  it('takes centimetres with a comma or a point', () => {
    expect(braMeasurementsSchema.parse({ bust: '88,5', underBust: '73.5' })).toEqual({ bust: 88.5, underBust: 73.5 });
    expect(codes({ bust: '88cm', underBust: '-73' })).toEqual({ bust: 'BRA_NUMBER', underBust: 'BRA_NUMBER' });
  });

  it('refuses what no body measures, and a bust not above the under-bust', () => {
    expect(codes({ bust: '300', underBust: '20' })).toEqual({ bust: 'BRA_BUST_RANGE', underBust: 'BRA_UNDER_BUST_RANGE' });
    expect(codes({ bust: '75', underBust: '80' })).toEqual({ bust: 'BRA_BUST_NOT_ABOVE_UNDER_BUST' });
  });
});
