import { describe, expect, it } from 'vitest';
import { createRng } from './prng';

const draw = (rng: ReturnType<typeof createRng>, n: number) => Array.from({ length: n }, () => rng.next());

describe('seeded random generator', () => {
  it('gives the same sequence for the same keys and another for other keys', () => {
    expect(draw(createRng('seed', 'de', 7), 5)).toEqual(draw(createRng('seed', 'de', 7), 5));
    expect(draw(createRng('seed', 'de', 7), 5)).not.toEqual(draw(createRng('seed', 'de', 8), 5));
  });

  it('pins the first values, so a change of algorithm shows up as a changed catalog', () => {
    const rng = createRng(1);
    expect(draw(rng, 3).map((v) => v.toFixed(6))).toMatchInlineSnapshot(`
      [
        "0.936060",
        "0.199740",
        "0.277391",
      ]
    `);
  });

  it('stays in range and keeps sample items distinct and ordered', () => {
    const rng = createRng('range');
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    const picked = rng.sample([1, 2, 3, 4, 5, 6], 3);
    expect(new Set(picked).size).toBe(3);
    expect([...picked].sort()).toEqual(picked);
  });

  it('picks by weight', () => {
    const rng = createRng('weights');
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i++)
      counts[
        rng.weighted([
          ['a', 9],
          ['b', 1],
        ] as const)
      ]++;
    expect(counts.a / 10_000).toBeGreaterThan(0.85);
    expect(counts.a / 10_000).toBeLessThan(0.95);
  });
});
