import { describe, expect, it, vi } from 'vitest';
import { jsonFetcher, swrConfig } from './swr-config';

describe('swrConfig (SPEC §9)', () => {
  it('uses the app timings on a normal connection', () => {
    expect(swrConfig({ slowConnection: false })).toMatchObject({
      dedupingInterval: 3000,
      focusThrottleInterval: 5000,
      loadingTimeout: 3000,
      errorRetryInterval: 5000,
    });
  });

  it('waits longer on a slow connection', () => {
    expect(swrConfig({ slowConnection: true })).toMatchObject({ loadingTimeout: 5000, errorRetryInterval: 10000, dedupingInterval: 3000 });
  });

  it('fetches JSON by default', () => {
    expect(swrConfig({ slowConnection: false }).fetcher).toBe(jsonFetcher);
  });
});

describe('jsonFetcher', () => {
  it('returns the parsed body of an OK answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ count: 2 }));
    await expect(jsonFetcher('/api/voucher')).resolves.toEqual({ count: 2 });
  });

  it('throws an error naming the URL, status and status text of a non-OK answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503, statusText: 'Service Unavailable' }));
    const error = (await jsonFetcher('/api/servicelayer').catch((e: unknown) => e)) as Error;
    expect(error.message).toContain('/api/servicelayer');
    expect(error.message).toContain('503');
    expect(error.message).toContain('Service Unavailable');
  });
});
