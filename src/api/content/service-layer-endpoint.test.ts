import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSource, type ContentSource } from '@/platform/content/content-source';
import { serviceLayerEndpoint } from './service-layer-endpoint';

// Lets a test make the loader itself throw (it logs and never throws by design; the edge must still answer).
const loader = vi.hoisted(() => ({ throws: false }));
vi.mock('@/commerce/content/service-layer', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/commerce/content/service-layer')>();
  return {
    ...actual,
    readServiceLayer: (...args: Parameters<typeof actual.readServiceLayer>) =>
      loader.throws ? Promise.reject(new Error('loader broke')) : actual.readServiceLayer(...args),
  };
});

let dir: string;
let getServiceLayer: (request: Request) => Promise<Response>;

const put = async (relative: string, content: unknown) => {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
};

const layer = (title: string) => ({
  title,
  blocks: [
    { type: 'paragraph', text: ['Siehe ', { text: 'Versand', href: '/legal/shipping' }, ' und ', { text: 'PAYBACK', href: '/account/payback' }] },
    { type: 'link-list', links: [{ label: 'Zahlungsarten', href: '/legal/payment' }] },
    { type: 'service-contact' },
  ],
});

const call = (query: string, host = 'localhost', handler = getServiceLayer) =>
  handler(new Request(`http://localhost/api/servicelayer${query}`, { headers: { host } }));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'service-layer-'));
  getServiceLayer = serviceLayerEndpoint({
    source: contentSource({ CONTENT_DIR: dir, CONTENT_BASE_URL: undefined, CONTENT_TOKEN: undefined }),
  });
  await put('de/de-DE/service-layer/lieferung.json', layer('Lieferung'));
  await put('ch/de-CH/service-layer/lieferung.json', layer('Lieferung in die Schweiz'));
  await put('ch/fr-CH/service-layer/livraison.json', { ...layer('Livraison'), blocks: [{ type: 'paragraph', text: 'En Suisse.' }] });
  await put('de/de-DE/service-layer/kaputt.json', '{"title": "Kaputt", "blocks": [');
  await put('de/de-DE/service-layer/ungueltig.json', { title: 'Ohne Blöcke' });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('GET /api/servicelayer', () => {
  it('answers the snippet of the shop and language with links resolved and cache headers for everyone', async () => {
    const response = await call('?identifier=lieferung');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const body = await response.json();
    expect(body).toMatchObject({ identifier: 'lieferung', locale: 'de-DE', title: 'Lieferung' });
    // The German shop serves the Payback page: the link is resolved to its path.
    expect(body.blocks[0]).toEqual({
      type: 'paragraph',
      text: ['Siehe ', { text: 'Versand', href: '/service-hilfe/versand-und-lieferung' }, ' und ', { text: 'PAYBACK', href: '/mein-konto/payback' }],
    });
    // The Swiss shop has no loyalty programme (its flag is off): the words stay, the link goes.
    const swiss = await (await call('?identifier=lieferung', 'ch.localhost')).json();
    expect(swiss.blocks[0].text.at(-1)).toBe('PAYBACK');
    expect(body.blocks[1].links).toEqual([{ label: 'Zahlungsarten', href: '/service-hilfe/zahlungsarten' }]);
    expect(body.blocks[2]).toMatchObject({ type: 'service-contact', phone: '+49 30 23125 400', timeZone: 'Europe/Berlin' });
    expect(body.blocks[2].hours.customerService[0]).toEqual({ days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' });
  });

  it('refuses an identifier that is no slug before reading anything', async () => {
    for (const query of ['', '?identifier=', '?identifier=..%2Fmenus%2Ffooter', '?identifier=Lieferung', '?identifier=a%20b', `?identifier=${'a'.repeat(81)}`]) {
      const response = await call(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'SERVICE_LAYER_IDENTIFIER_INVALID' });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('answers 404 with a code and the localized word for an identifier nobody published', async () => {
    const response = await call('?identifier=gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'SERVICE_LAYER_NOT_FOUND',
      message: 'Zu diesem Thema haben wir leider keine Informationen.',
    });
  });

  it('answers 503 with the load-failure message when the file is broken or invalid', async () => {
    for (const identifier of ['kaputt', 'ungueltig']) {
      const response = await call(`?identifier=${identifier}`);
      expect(response.status, identifier).toBe(503);
      expect(await response.json()).toEqual({
        error: 'SERVICE_LAYER_UNAVAILABLE',
        message: 'Die Informationen können gerade nicht geladen werden. Bitte lade die Seite neu.',
      });
    }
  });

  it('answers 503 in the shop’s language when the content source fails or the loader throws', async () => {
    const unreachable: ContentSource = {
      origin: 'https://content.example',
      read: () => Promise.reject(new Error('Status 500: Internal Server Error')),
    };
    const response = await call('?identifier=lieferung&lang=nl', 'nl.localhost', serviceLayerEndpoint({ source: unreachable }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: 'SERVICE_LAYER_UNAVAILABLE',
      message: 'De informatie kan op dit moment niet worden geladen. Laad de pagina opnieuw.',
    });
    loader.throws = true;
    try {
      const french = await call('?identifier=livraison&lang=fr', 'ch.localhost');
      expect(french.status).toBe(503);
      expect((await french.json()).message).toBe(
        'Les informations ne peuvent pas être chargées pour le moment. Veuillez recharger la page.',
      );
    } finally {
      loader.throws = false;
    }
  });

  it('keeps each shop and language to its own snippets', async () => {
    // The Swiss shop's German snippet, not the German shop's; its French one only with ?lang=fr.
    expect(await (await call('?identifier=lieferung', 'ch.localhost')).json()).toMatchObject({ title: 'Lieferung in die Schweiz', locale: 'de-CH' });
    expect((await call('?identifier=livraison', 'ch.localhost')).status).toBe(404);
    expect(await (await call('?identifier=livraison&lang=fr', 'ch.localhost')).json()).toMatchObject({ title: 'Livraison', locale: 'fr-CH' });
    // Another shop's identifier or language does not leak into the German shop, nor the German one into others.
    expect((await call('?identifier=livraison&lang=fr', 'localhost')).status).toBe(404);
    expect((await call('?identifier=lieferung', 'nl.localhost')).status).toBe(404);
    expect((await call('?identifier=lieferung', 'at.localhost')).status).toBe(404);
  });
});
