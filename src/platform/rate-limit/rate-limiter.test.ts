import { describe, expect, it } from 'vitest';
import { consume, reset } from './rate-limiter';

describe('rate limiter (memory)', () => {
  const rule = { name: `test-${Math.random()}`, points: 2, durationSeconds: 60 };

  it('allows the configured number of tries per key, then says how long to wait', async () => {
    expect(await consume(rule, 'a')).toEqual({ allowed: true });
    expect(await consume(rule, 'a')).toEqual({ allowed: true });
    const third = await consume(rule, 'a');
    expect(third.allowed).toBe(false);
    if (!third.allowed) expect(third.retryAfterSeconds).toBeGreaterThan(50);
    expect(await consume(rule, 'b')).toEqual({ allowed: true });
  });

  it('starts over after a reset', async () => {
    await reset(rule, 'a');
    expect(await consume(rule, 'a')).toEqual({ allowed: true });
  });
});
