import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('TtlCache', () => {
  it('serves a loaded value until the TTL has passed, then loads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new TtlCache<number>({ ttlMs: 1000 });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('shares one load between concurrent callers of a cold key', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000 });
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('v'), 5)));
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([a, b]).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000 });
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('k', async () => 'up')).toBe('up');
  });

  it('drops the oldest entries beyond its size limit', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => key);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => 'again');
    expect(await cache.getOrLoad('a', load)).toBe('again');
    expect(await cache.getOrLoad('c', load)).toBe('c');
  });
});
