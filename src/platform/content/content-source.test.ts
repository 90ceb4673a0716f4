import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/platform/logging/logger';
import { ContentFormatError, ContentPathError, contentPathSegments, contentSource } from './content-source';
import { HttpStatusError } from './http-status-error';
import { clearServerFetchCache } from './server-fetch';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-source-'));
  await mkdir(path.join(dir, 'de/de-DE/pages/service-hilfe'), { recursive: true });
  await writeFile(
    path.join(dir, 'de/de-DE/usp.json'),
    JSON.stringify({ items: [{ icon: 'returns', text: '30 Tage Rückgabe' }] }),
  );
  await writeFile(path.join(dir, 'de/de-DE/pages/service-hilfe/agb.json'), '{"title": "AGB", ');
  await writeFile(path.join(dir, 'secret.json'), '{"password": "nope"}');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('contentPathSegments', () => {
  it.each([
    '../secret.json',
    'de/../../etc/passwd.json',
    'de/./usp.json',
    '/etc/passwd.json',
    'C:/content/usp.json',
    'de\\..\\secret.json',
    'de/de-DE/usp.json\0.txt',
    'de//usp.json',
    'de/de-DE/.hidden.json',
    'https://evil.example/x.json',
    'de/de-DE/usp.txt',
    '',
  ])('refuses %j', (contentPath) => {
    expect(() => contentPathSegments(contentPath)).toThrowError(ContentPathError);
  });

  it('accepts a plain relative path', () => {
    expect(contentPathSegments('ch/fr-CH/pages/aide-service/a-propos/mentions-legales.json')).toHaveLength(6);
  });
});

describe('contentSource from CONTENT_DIR', () => {
  const source = () =>
    contentSource({ CONTENT_DIR: dir, CONTENT_BASE_URL: undefined, CONTENT_TOKEN: undefined });

  it('reads and parses a file', async () => {
    expect(await source().read('Usp', 'de/de-DE/usp.json')).toEqual({
      items: [{ icon: 'returns', text: '30 Tage Rückgabe' }],
    });
  });

  it('answers a missing file like a 404 and logs it', async () => {
    const logWarn = vi.spyOn(logger(), 'warn');
    const error = await source()
      .read('Navigation', 'de/de-DE/navigation.json')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as Error).message).toBe('Status 404: Not Found');
    expect(logWarn).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'Navigation', url: expect.stringMatching(/navigation\.json$/) }),
      'Error during data fetching',
    );
  });

  it('names the file when its JSON is broken, and logs it', async () => {
    const logError = vi.spyOn(logger(), 'error');
    const error = await source()
      .read('CmsPage', 'de/de-DE/pages/service-hilfe/agb.json')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentFormatError);
    expect((error as Error).message).toContain(path.join(dir, 'de/de-DE/pages/service-hilfe/agb.json'));
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'CmsPage' }),
      'Error during data fetching',
    );
  });

  it('refuses to leave the content directory', async () => {
    await mkdir(path.join(dir, 'de'), { recursive: true });
    await expect(source().read('CmsPage', 'de/../secret.json')).rejects.toThrowError(ContentPathError);
  });
});

describe('contentSource from CONTENT_BASE_URL', () => {
  let server: TestHttpServer;

  beforeAll(async () => {
    server = await startTestHttpServer((req, res) => {
      if (req.url === '/bucket/content/de/de-DE/usp.json') sendJson(res, 200, { items: [] });
      else if (req.url === '/bucket/content/de/de-DE/broken.json') sendJson(res, 200, '{"items": [');
      else sendJson(res, 404, 'NoSuchKey', 'Not Found');
    });
  });

  beforeEach(() => {
    clearServerFetchCache();
    server.requests.length = 0;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await server.close();
  });

  const source = (token?: string) =>
    contentSource({
      CONTENT_DIR: dir,
      CONTENT_BASE_URL: `${server.url}/bucket/content`,
      CONTENT_TOKEN: token,
    });

  it('fetches below the base URL and sends CONTENT_TOKEN as x-ec-token', async () => {
    expect(await source('tok-123').read('Usp', 'de/de-DE/usp.json')).toEqual({ items: [] });
    expect(server.requests[0]).toMatchObject({
      path: '/bucket/content/de/de-DE/usp.json',
      headers: { 'x-ec-token': 'tok-123' },
    });
  });

  it('answers an absent object with Status 404 and the response text', async () => {
    await expect(source().read('Navigation', 'de/de-DE/navigation.json')).rejects.toThrow(
      'Status 404: NoSuchKey',
    );
  });

  it('rejects broken JSON with an error naming the URL', async () => {
    await expect(source().read('Banners', 'de/de-DE/broken.json')).rejects.toThrow(
      `${server.url}/bucket/content/de/de-DE/broken.json`,
    );
  });

  it('refuses traversal before any request is made', async () => {
    await expect(source().read('CmsPage', '../../admin.json')).rejects.toThrowError(ContentPathError);
    expect(server.requests).toHaveLength(0);
  });

  it('logs an unreachable content URL with component and URL', async () => {
    const logError = vi.spyOn(logger(), 'error');
    const closed = await startTestHttpServer(() => undefined);
    await closed.close();
    const unreachable = contentSource({
      CONTENT_DIR: dir,
      CONTENT_BASE_URL: closed.url,
      CONTENT_TOKEN: undefined,
    });
    await expect(unreachable.read('Usp', 'de/de-DE/usp.json')).rejects.toThrow();
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'Usp', url: `${closed.url}/de/de-DE/usp.json` }),
      'Error during data fetching',
    );
  });
});
