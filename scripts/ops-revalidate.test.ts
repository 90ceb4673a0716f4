import { describe, expect, it, vi } from 'vitest';
import { requestRevalidation } from './ops-revalidate';

describe('requestRevalidation', () => {
  it('posts the variants to the running server with the shop key and reports the tags it revalidated', async () => {
    const send = vi.fn(async () => Response.json({ revalidated: ['product:1000001', 'category:schuhe'] }));
    const line = await requestRevalidation({
      serverUrl: 'http://127.0.0.1:3000',
      key: 'de-key',
      variantSkus: ['1000001-38', '1000001-38', '1000001-39'],
      fetch: send as unknown as typeof fetch,
    });
    expect(send).toHaveBeenCalledOnce();
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:3000/api/integration/v1/cache/revalidate');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer de-key');
    expect(JSON.parse(init.body as string)).toEqual({ variantSkus: ['1000001-38', '1000001-39'] });
    expect(line).toBe('cached pages revalidated: product:1000001 category:schuhe');
  });

  it('does not fail the command when no server answers or the server refuses', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(
      requestRevalidation({ serverUrl: 'http://127.0.0.1:1', key: 'k', variantSkus: ['1'], fetch: refused as unknown as typeof fetch }),
    ).resolves.toMatch(/no server at http:\/\/127\.0\.0\.1:1/);
    const unauthorized = vi.fn(async () => Response.json({ error: 'INTEGRATION_UNAUTHORIZED' }, { status: 401 }));
    await expect(
      requestRevalidation({ serverUrl: 'http://s', key: 'k', variantSkus: ['1'], fetch: unauthorized as unknown as typeof fetch }),
    ).resolves.toMatch(/answered 401/);
  });

  it('sends nothing without variants or without a key', async () => {
    const send = vi.fn();
    await requestRevalidation({ serverUrl: 'http://s', key: 'k', variantSkus: [], fetch: send as unknown as typeof fetch });
    await requestRevalidation({ serverUrl: 'http://s', key: undefined, variantSkus: ['1'], fetch: send as unknown as typeof fetch });
    expect(send).not.toHaveBeenCalled();
  });
});
