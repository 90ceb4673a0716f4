import { describe, expect, it } from 'vitest';
import { assignVariant, fnv1a, isExperimentName } from './experiments';

describe('assignVariant', () => {
  it('gives a visitor the same variant every time', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(new Set(Array.from({ length: 5 }, () => assignVariant('reco-layout', id))).size).toBe(1);
  });

  it('splits many visitors about evenly between carousel and grid', () => {
    const counts = { carousel: 0, grid: 0 };
    for (let i = 0; i < 10_000; i++)
      counts[assignVariant('reco-layout', `visitor-${i}-${(i * 2654435761) >>> 0}`)]++;
    expect(counts.carousel / 10_000).toBeGreaterThan(0.47);
    expect(counts.carousel / 10_000).toBeLessThan(0.53);
  });

  it('hashes with the published FNV-1a values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('knows only its registered experiments', () => {
    expect(isExperimentName('reco-layout')).toBe(true);
    expect(isExperimentName('toString')).toBe(false);
    expect(isExperimentName('other')).toBe(false);
  });
});
