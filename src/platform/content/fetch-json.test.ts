import { afterEach, describe, expect, it } from 'vitest';
import { fetchJson } from './fetch-json';
import { HttpStatusError } from './http-status-error';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';

let server: TestHttpServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('fetchJson', () => {
  it('returns the parsed body of an OK answer', async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { items: [1, 2] }));
    await expect(fetchJson<{ items: number[] }>(`${server.url}/api/voucher`)).resolves.toEqual({
      items: [1, 2],
    });
  });

  it('sends x-ec-token only when a token is given', async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, {}));
    await fetchJson(`${server.url}/with`, { token: 'secret-1' });
    await fetchJson(`${server.url}/without`);
    expect(server.requests[0]?.headers['x-ec-token']).toBe('secret-1');
    expect(server.requests[1]?.headers).not.toHaveProperty('x-ec-token');
  });

  it('names the endpoint URL, status and status text of a non-OK answer', async () => {
    server = await startTestHttpServer((_req, res) =>
      sendJson(res, 503, { error: 'maintenance' }, 'Service Unavailable'),
    );
    const url = `${server.url}/api/servicelayer`;
    const error = await fetchJson(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as Error).message).toBe(`Request to ${url} failed: 503 Service Unavailable`);
    expect(error).toMatchObject({ url, status: 503, statusText: 'Service Unavailable' });
  });

  it('stops when the caller aborts', async () => {
    server = await startTestHttpServer(() => {
      // never answers
    });
    await expect(fetchJson(`${server.url}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
