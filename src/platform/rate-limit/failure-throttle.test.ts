import { describe, expect, it } from 'vitest';
import { beginTry, delayAfter, failedTry, succeededTry, type ThrottleRule } from './failure-throttle';

const rule = (): ThrottleRule => ({
  name: `throttle-test-${Math.random()}`,
  freeFailures: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  windowSeconds: 3600,
});

async function fail(r: ThrottleRule, key: string) {
  const begun = await beginTry(r, key);
  if (begun.allowed) await failedTry(r, key);
  return begun;
}

describe('failure throttle', () => {
  it('lets five failures pass, then makes the key wait; another key is not held up', async () => {
    const r = rule();
    for (let i = 0; i < 5; i++) expect((await fail(r, 'account|A')).allowed).toBe(true);
    const sixth = await beginTry(r, 'account|A');
    expect(sixth).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await beginTry(r, 'account|B')).allowed).toBe(true);
  });

  it('doubles the wait with each further failure, up to the maximum', () => {
    const r = rule();
    expect([4, 5, 6, 7, 10, 14, 30].map((n) => delayAfter(r, n))).toEqual([0, 1, 2, 4, 32, 512, 900]);
  });

  it('lets a burst of parallel tries through only up to the free ones plus one', async () => {
    const r = rule();
    const answers = await Promise.all(Array.from({ length: 30 }, () => beginTry(r, 'burst')));
    expect(answers.filter((a) => a.allowed)).toHaveLength(6);
  });

  it('forgets the failures after a success', async () => {
    const r = rule();
    for (let i = 0; i < 5; i++) await fail(r, 'k');
    expect((await beginTry(r, 'k')).allowed).toBe(false);
    await succeededTry(r, 'k');
    for (let i = 0; i < 5; i++) expect((await fail(r, 'k')).allowed).toBe(true);
  });
});
