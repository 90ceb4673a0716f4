import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Redis configured but unreachable (nothing listens on port 1): what the shop's limits do in an outage (decision 0051).
const KEY = Symbol.for('schaufenster.rate-limiters');
let limiter: typeof import('./rate-limiter');
const saved = process.env.REDIS_URL;

beforeAll(async () => {
  process.env.REDIS_URL = 'redis://127.0.0.1:1';
  delete (globalThis as Record<symbol, unknown>)[KEY];
  vi.resetModules();
  limiter = await import('./rate-limiter');
});

afterAll(() => {
  const holder = (globalThis as Record<symbol, { redis?: { disconnect(): void } } | undefined>)[KEY];
  holder?.redis?.disconnect();
  delete (globalThis as Record<symbol, unknown>)[KEY];
  if (saved === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = saved;
});

describe('rate limits with Redis unreachable', () => {
  it('count in this instance’s memory for an ordinary limit: allowed up to its points, then refused', async () => {
    const rule = { name: `down-${Math.random()}`, points: 2, durationSeconds: 60 };
    expect(await limiter.consume(rule, 'k')).toEqual({ allowed: true });
    expect(await limiter.consume(rule, 'k')).toEqual({ allowed: true });
    expect((await limiter.consume(rule, 'k')).allowed).toBe(false);
  });

  it('refuse a fail-closed limit with a Retry-After', async () => {
    const rule = { name: `closed-${Math.random()}`, points: 100, durationSeconds: 60, failClosed: true };
    expect(await limiter.consume(rule, 'k')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });
});
