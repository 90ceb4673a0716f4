import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';
import { hashInlineScripts } from './hash-inline-scripts';
import { afterFirstPaintLoader, runScriptsAfterFirstPaint, scriptsAfterFirstPaint } from './scripts-after-first-paint';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
const loaderTag = `<script id="scripts-after-paint">${afterFirstPaintLoader}</script>`;
// A head as Next writes it: the stylesheet, its own low-priority preload, the chunks, the layout's inline scripts.
const head =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-two.js" async="" nonce="n0=="></script>' +
  '<title>Grüße</title><script id="colour-mode">(function(){})()</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="https://tags.example/speed.js" async=""></script>';
const page = `<!DOCTYPE html><html>${head}</head><body><p>Grüße</p><script>self.__next_f.push([1,"ä"])</script></body></html>`;

describe('the head of a page, its chunks to be run after the first paint', () => {
  it('names every chunk script in order in an inert element (nonce or not) and puts the loader after the last', () => {
    const rewritten = scriptsAfterFirstPaint(head);
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|turbopack-two)\.js"/);
    expect([...rewritten.matchAll(/<meta name="script-after-paint" content="([^"]+)"\/>/g)].map((m) => m[1])).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/turbopack-two.js',
    ]);
    expect(rewritten.split(loaderTag)).toHaveLength(2);
    expect(rewritten.indexOf(loaderTag)).toBe(rewritten.indexOf('content="/_next/static/chunks/turbopack-two.js"/>') + 'content="/_next/static/chunks/turbopack-two.js"/>'.length);
    // The rest as it was: the stylesheet, Next's own preload, the inline script, the legacy bundle, a vendor's script.
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
      '<script id="colour-mode">(function(){})()</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="https://tags.example/speed.js" async=""></script>',
    ])
      expect(rewritten).toContain(kept);
  });

  it('leaves a head without chunks alone (no loader)', () => {
    const plain = '<head><title>Fehler</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});

describe('the response wrapper, in front of the hashing and the compression as the start script installs it', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function serve(respond: (res: ServerResponse) => void, encoding = 'gzip') {
    const compress = compression() as unknown as (req: unknown, res: unknown, next: () => void) => void;
    server = createServer((req, res) =>
      compress(req, res, () => {
        hashInlineScripts(res);
        runScriptsAfterFirstPaint(res);
        respond(res);
      }),
    );
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': encoding } });
  }
  const expected = page.replace(head, scriptsAfterFirstPaint(head));
  const cachedPolicy = contentSecurityPolicy({ thirdParty: [], inlineHashes: [] });

  it('rewrites a cached page written in pieces — the end of its head split between two — and hashes the loader with it', async () => {
    const cut = page.indexOf('</head>') + 3;
    const response = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': cachedPolicy, 'content-length': Buffer.byteLength(page) });
      res.write(page.slice(0, 40));
      res.write(Buffer.from(page.slice(40, cut)));
      res.end(page.slice(cut));
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(expected);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain(sha(afterFirstPaintLoader));
    expect(policy).toContain(sha('self.__next_f.push([1,"ä"])'));
  });

  it('keeps a Content-Length right when nothing compresses the answer (not sent chunked), also for a page not hashed', async () => {
    for (const policy of [cachedPolicy, contentSecurityPolicy({ nonce: 'n0==', thirdParty: [], inlineHashes: [] })]) {
      const response = await serve((res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-security-policy', policy);
        res.writeHead(200, { 'content-length': Buffer.byteLength(page) });
        res.write(page.slice(0, 30));
        res.end(page.slice(30));
      }, 'identity');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('transfer-encoding')).toBeNull();
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(expected)));
      expect(await response.text()).toBe(expected);
    }
  });

  it('streams a page rendered per request: the head goes out as soon as it is complete, before the page ends', async () => {
    let finish: () => void = () => undefined;
    const response = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(`<!DOCTYPE html><html>${head}</head><body>`);
      // Compression buffers what it gets; Next flushes it after each piece of the stream.
      (res as unknown as { flush: () => void }).flush();
      finish = () => res.end('<p>spät</p></body></html>');
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('</head>')) received += (await reader.read()).value ?? '';
    expect(received).toContain(loaderTag);
    finish();
    for (let part = await reader.read(); !part.done; part = await reader.read()) received += part.value;
    expect(received.endsWith('<p>spät</p></body></html>')).toBe(true);
  });

  it('passes other answers through untouched', async () => {
    const json = await serve((res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ head: '<script src="/_next/static/chunks/one.js" async=""></script></head>' }));
    });
    expect(await json.json()).toEqual({ head: '<script src="/_next/static/chunks/one.js" async=""></script></head>' });
  });
});
