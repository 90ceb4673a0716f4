import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailability, isConnectionError } from './availability';

const log = { warn: vi.fn(), info: vi.fn() };

describe('isConnectionError', () => {
  it('knows a refused, reset or terminated connection, also wrapped by drizzle', () => {
    expect(isConnectionError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isConnectionError({ code: '08006' })).toBe(true);
    expect(isConnectionError(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });

  it('ignores what a statement did wrong', () => {
    expect(isConnectionError({ code: '23505', message: 'duplicate key value' })).toBe(false);
    expect(isConnectionError(new Error('Failed query', { cause: { code: '40001' } }))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});

describe('databaseAvailability', () => {
  afterEach(() => vi.useRealTimers());

  it('is down from a connection failure until the probe reaches the database', async () => {
    vi.useFakeTimers();
    let reachable = false;
    const probe = vi.fn(async () => {
      if (!reachable) throw new Error('ECONNREFUSED');
    });
    const availability = databaseAvailability(probe, log, 1_000);
    expect(availability.up()).toBe(true);
    availability.observe({ code: '23505' });
    expect(availability.up()).toBe(true);

    availability.observe({ code: 'ECONNREFUSED' });
    expect(availability.up()).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(availability.up()).toBe(false);

    reachable = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(availability.up()).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(3);
    availability.stop();
  });
});
