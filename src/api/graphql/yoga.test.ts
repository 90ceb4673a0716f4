import { describe, expect, it } from 'vitest';
import { csrfHeader } from '@/platform/http/csrf-header';
import { contextHeaders } from '@/platform/http/request-context';
import { fileOf, pngDeclaring } from '@/platform/uploads/uploads-factories';
import { createGateway, gateway } from './yoga';

const endpoint = 'http://localhost/api/gateway';

async function get(query: string, init: RequestInit = {}, search = '') {
  const response = await gateway.fetch(`${endpoint}?query=${encodeURIComponent(query)}${search}`, init);
  return { status: response.status, body: await response.json() };
}

async function post(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await gateway.fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

const shopQuery =
  '{ shop { tenant brand locale currency vatRateBasisPoints locales { locale language pathPrefix } features } }';

describe('the gateway over HTTP', () => {
  it('answers a query sent as GET', async () => {
    const { status, body } = await get('{ health { status requestId } }', {
      headers: { [contextHeaders.requestId]: 'req-1' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { health: { status: 'ok', requestId: 'req-1' } } });
  });

  it('answers a query sent as POST', async () => {
    const { status, body } = await post('query Health { health { status } }');
    expect(status).toBe(200);
    expect(body.data.health.status).toBe('ok');
  });

  it('refuses a mutation sent as GET with 405', async () => {
    const response = await gateway.fetch(
      `${endpoint}?query=${encodeURIComponent('mutation { checkAttachments(files: []) { files { name } } }')}`,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
  });

  it('answers a query the schema does not know with 400 and the validation message', async () => {
    const { status, body } = await post('{ nope }', undefined, {
      accept: 'application/graphql-response+json',
    });
    expect(status).toBe(400);
    expect(body.errors[0].message).toContain('Cannot query field "nope"');
  });

  it.each([true, false])('answers a malformed JSON body with a generic 400, not the parser’s words (production %s)', async (production) => {
    const response = await createGateway({ production }).fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ shop { brand } }"',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
    expect(text).not.toMatch(/position|SyntaxError|Expected/);
  });
});

describe('shop', () => {
  it('answers for the tenant of the host when the proxy headers are absent', async () => {
    const { body } = await get(shopQuery, { headers: { host: 'at.localhost:3000' } });
    expect(body.data.shop).toMatchObject({
      tenant: 'at',
      locale: 'de-AT',
      currency: 'EUR',
      vatRateBasisPoints: 2000,
      locales: [{ locale: 'de-AT', language: 'de', pathPrefix: '' }],
    });
    expect(body.data.shop.features).toContain('joe');
    expect(body.data.shop.features).not.toContain('payback');
  });

  it('takes the language from ?lang and lists every locale with its path prefix', async () => {
    const { body } = await get(shopQuery, { headers: { host: 'ch.localhost' } }, '&lang=fr');
    expect(body.data.shop).toMatchObject({
      tenant: 'ch',
      brand: 'Sonnmatt',
      locale: 'fr-CH',
      currency: 'CHF',
      vatRateBasisPoints: 810,
      locales: [
        { locale: 'de-CH', language: 'de', pathPrefix: '' },
        { locale: 'fr-CH', language: 'fr', pathPrefix: '/fr' },
      ],
    });
    // The lean preset (premium off), with the chat bot switched on for every shop (decision 0029).
    expect(body.data.shop.features).not.toContain('premium');
    expect(body.data.shop.features).toContain('chatBot');
  });

  it('trusts the proxy headers over the host', async () => {
    const { body } = await post('{ shop { tenant locale } }', undefined, {
      host: 'localhost',
      [contextHeaders.tenant]: 'nl',
      [contextHeaders.locale]: 'nl-NL',
    });
    expect(body.data.shop).toEqual({ tenant: 'nl', locale: 'nl-NL' });
  });
});

describe('checkAttachments (multipart)', () => {
  const mutation =
    'mutation Check($files: [File!]!) { checkAttachments(files: $files) { files { name size accepted code } } }';

  function multipart(files: File[], headers: Record<string, string> = { [csrfHeader]: '1' }) {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: mutation, variables: { files: files.map(() => null) } }),
    );
    form.append(
      'map',
      JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))),
    );
    files.forEach((file, i) => form.append(String(i), file));
    return gateway.fetch(endpoint, { method: 'POST', body: form, headers });
  }

  it('keeps a real PNG and refuses a program renamed to .png, judging by the bytes', async () => {
    const photo = fileOf('image/png', 'foto.png');
    const response = await multipart([photo, fileOf('application/x-msdownload', 'rechnung.png')]);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.checkAttachments.files).toEqual([
      { name: 'foto.png', size: photo.size, accepted: true, code: null },
      { name: 'rechnung.png', size: 14, accepted: false, code: 'ATTACHMENT_FORMAT' },
    ]);
  });

  it('refuses a decompression bomb and a text file named .png: only what decodes as a picture is accepted', async () => {
    const bomb = new File([pngDeclaring(100_000, 100_000)], 'riesig.png', { type: 'image/png' });
    const text = new File(['hello, this is not a picture'], 'notiz.png', { type: 'image/png' });
    const body = await (await multipart([bomb, text])).json();
    expect(body.data.checkAttachments.files.map((f: { code: string }) => f.code)).toEqual([
      'ATTACHMENT_FORMAT',
      'ATTACHMENT_FORMAT',
    ]);
  });

  it('refuses an upload without the CSRF header, as a form on another site would send it', async () => {
    const response = await multipart([fileOf('image/png', 'foto.png')], {});
    expect(response.status).toBe(403);
  });
});
