import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/platform/logging/logger';
import { HttpStatusError } from './http-status-error';
import { clearServerFetchCache, serverFetch } from './server-fetch';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';

let server: TestHttpServer | undefined;

beforeEach(() => {
  clearServerFetchCache();
});

afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

describe('serverFetch', () => {
  it('throws "Status {code}: {text}" with the response text and logs the component and URL', async () => {
    server = await startTestHttpServer((_req, res) => {
      res.writeHead(500, 'Internal Server Error', { 'content-type': 'text/plain' });
      res.end('bucket offline');
    });
    const logError = vi.spyOn(logger(), 'error');
    const url = `${server.url}/de/de-DE/navigation.json`;

    const error = await serverFetch('Navigation', url).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as Error).message).toBe('Status 500: bucket offline');
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'Navigation', url }),
      'Error during data fetching',
    );
  });

  it('falls back to the status text when the response has no text, and logs a 404 as a warning', async () => {
    server = await startTestHttpServer((_req, res) => {
      res.writeHead(404, 'Not Found');
      res.end();
    });
    const logWarn = vi.spyOn(logger(), 'warn');
    const url = `${server.url}/de/de-DE/pages/nirgends.json`;

    await expect(serverFetch('CmsPage', url)).rejects.toThrow('Status 404: Not Found');
    expect(logWarn).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'CmsPage', url, status: 404 }),
      'Error during data fetching',
    );
  });

  it('sends the token as x-ec-token', async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { ok: true }));
    await serverFetch('Usp', `${server.url}/usp.json`, { token: 'content-token' });
    expect(server.requests[0]?.headers['x-ec-token']).toBe('content-token');
  });

  it('keeps a result for 900 s, then asks again', async () => {
    let version = 0;
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { version: ++version }));
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = `${server.url}/snippets.json`;

    expect(await serverFetch('Snippets', url)).toEqual({ version: 1 });
    vi.advanceTimersByTime(899_999);
    expect(await serverFetch('Snippets', url)).toEqual({ version: 1 });
    vi.advanceTimersByTime(1);
    expect(await serverFetch('Snippets', url)).toEqual({ version: 2 });
    expect(server.requests).toHaveLength(2);
  });

  it('does not keep failures: the next call fetches again', async () => {
    let calls = 0;
    server = await startTestHttpServer((_req, res) =>
      ++calls === 1 ? sendJson(res, 502, 'bad gateway') : sendJson(res, 200, { ok: true }),
    );
    const url = `${server.url}/banners.json`;
    await expect(serverFetch('Banners', url)).rejects.toThrow('Status 502: bad gateway');
    await expect(serverFetch('Banners', url)).resolves.toEqual({ ok: true });
  });

  it('skips the cache for previews', async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { ok: true }));
    const url = `${server.url}/preview.json`;
    await serverFetch('Preview', url, { cache: false });
    await serverFetch('Preview', url, { cache: false });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after the timeout and logs it', async () => {
    server = await startTestHttpServer(() => {
      // never answers
    });
    const logError = vi.spyOn(logger(), 'error');
    const url = `${server.url}/slow.json`;
    await expect(serverFetch('Slow', url, { timeoutMs: 50 })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'Slow', url }),
      'Error during data fetching',
    );
  });

  it('uses the SPEC timeout of 5000 ms by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, {}));
    await serverFetch('Any', `${server.url}/any.json`);
    expect(timeout).toHaveBeenCalledWith(5000);
  });

  it('names the URL when an OK answer is not JSON', async () => {
    server = await startTestHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>login</html>');
    });
    const url = `${server.url}/menu.json`;
    await expect(serverFetch('Menu', url)).rejects.toThrow(`Invalid JSON from ${url}`);
  });
});
