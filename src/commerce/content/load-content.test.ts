import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { contentSource, type ContentSource } from '@/platform/content/content-source';
import { logger } from '@/platform/logging/logger';
import { startTestHttpServer } from '@/platform/content/test-http-server';
import { loadCmsPage } from './cms-page';
import { loadNavigation } from './navigation';
import { loadSnippet } from './snippets';
import { loadUsp } from './usp';

const shop = shopContext('de', 'de-DE');
let dir: string;
let source: ContentSource;

const put = async (relative: string, content: unknown) => {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-'));
  source = contentSource({ CONTENT_DIR: dir, CONTENT_BASE_URL: undefined, CONTENT_TOKEN: undefined });
  await put('de/de-DE/navigation.json', '{"items": [{"id": "damen", "label": "Damen"');
  await put('de/de-DE/usp.json', { items: [{ icon: 'rocket', text: 'Blitzversand' }] });
  await put('de/de-DE/snippets.json', {
    snippets: { 'price-note': [{ type: 'paragraph', text: 'Alle Preise inkl. MwSt.' }] },
  });
  await put('de/de-DE/pages/service-hilfe/agb.json', {
    title: 'AGB',
    description: 'Unsere AGB',
    blocks: [{ type: 'paragraph', text: 'Geltungsbereich …' }],
  });
  await put('de/de-DE/pages/service-hilfe/kaputt.json', { title: 'Kaputt' });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loading content', () => {
  it('treats a file with broken JSON as absent and logs the file', async () => {
    const logError = vi.spyOn(logger(), 'error');
    expect(await loadNavigation(shop, { source })).toBeNull();
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({
        component: 'Navigation',
        err: expect.objectContaining({ message: expect.stringContaining('navigation.json') }),
      }),
      'Error during data fetching',
    );
  });

  it('treats content its schema refuses as absent and logs the issues', async () => {
    const logError = vi.spyOn(logger(), 'error');
    expect(await loadUsp(shop, { source })).toBeNull();
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({
        component: 'Usp',
        path: 'de/de-DE/usp.json',
        issues: [expect.stringContaining('items.0.icon')],
      }),
      'Invalid content',
    );
  });

  it('returns null for a file nobody published', async () => {
    expect(await loadUsp(shopContext('at', 'de-AT'), { source })).toBeNull();
  });

  it('finds a snippet by key and answers null for an unknown key', async () => {
    expect(await loadSnippet(shop, 'price-note', { source })).toEqual([
      { type: 'paragraph', text: 'Alle Preise inkl. MwSt.' },
    ]);
    expect(await loadSnippet(shop, 'toString', { source })).toBeNull();
  });
});

describe('loadCmsPage', () => {
  it('finds a page by its public path, with or without slashes', async () => {
    for (const publicPath of ['/service-hilfe/agb', 'service-hilfe/agb/', ['service-hilfe', 'agb']]) {
      const result = await loadCmsPage(shop, publicPath, { source });
      expect(result).toMatchObject({ status: 'found', value: { title: 'AGB', noindex: false } });
    }
  });

  it('answers not-found for an unpublished page and for paths that are no plain slugs, without reading them', async () => {
    const read = vi.spyOn(source, 'read');
    expect(await loadCmsPage(shop, '/service-hilfe/gibt-es-nicht', { source })).toEqual({
      status: 'not-found',
    });
    expect(read).toHaveBeenCalledTimes(1);
    for (const publicPath of [
      '/service-hilfe/../../../etc/passwd',
      '/Service-Hilfe/AGB',
      '/a%00b',
      '/index',
      '/service-hilfe/agb.json',
    ]) {
      expect(await loadCmsPage(shop, publicPath, { source })).toEqual({ status: 'not-found' });
    }
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answers unavailable, not not-found, for an invalid page', async () => {
    expect(await loadCmsPage(shop, '/service-hilfe/kaputt', { source })).toEqual({ status: 'unavailable' });
  });

  it('answers unavailable when the content URL cannot be reached', async () => {
    const server = await startTestHttpServer(() => undefined);
    await server.close();
    const unreachable = contentSource({
      CONTENT_DIR: dir,
      CONTENT_BASE_URL: server.url,
      CONTENT_TOKEN: undefined,
    });
    expect(await loadCmsPage(shop, '/service-hilfe/agb', { source: unreachable })).toEqual({
      status: 'unavailable',
    });
  });

  it('shows the draft in a preview, the published file where there is no draft, and never the draft outside one', async () => {
    await put('de/de-DE/drafts/pages/service-hilfe/agb.json', {
      title: 'AGB (Entwurf)',
      description: 'Unsere neuen AGB',
      blocks: [{ type: 'paragraph', text: 'Neu ab Januar …' }],
    });
    const read = vi.spyOn(source, 'read');
    const draft = await loadCmsPage(shop, '/service-hilfe/agb', { source, preview: true });
    expect(draft).toMatchObject({ status: 'found', value: { title: 'AGB (Entwurf)' } });
    expect(read).toHaveBeenLastCalledWith('CmsPage', 'de/de-DE/drafts/pages/service-hilfe/agb.json', expect.objectContaining({ preview: true }));
    expect(await loadCmsPage(shop, '/service-hilfe/agb', { source, preview: false })).toMatchObject({ value: { title: 'AGB' } });
    // Outside a page request (no draft mode) nothing previews.
    expect(await loadCmsPage(shop, '/service-hilfe/agb', { source })).toMatchObject({ value: { title: 'AGB' } });
    read.mockClear();
    await loadUsp(shop, { source, preview: true });
    expect(read.mock.calls.map((call) => call[1])).toEqual(['de/de-DE/drafts/usp.json', 'de/de-DE/usp.json']);
    expect(await loadCmsPage(shop, '/service-hilfe/fehlt', { source, preview: true })).toEqual({ status: 'not-found' });
  });
});
