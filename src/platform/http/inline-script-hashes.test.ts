import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';
import { hashInlineScripts } from './hash-inline-scripts';
import { inlineScriptHashes, needsScriptHashes, withScriptHashes } from './inline-script-hashes';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
const page =
  '<!DOCTYPE html><html><head><script id="colour-mode">(function(){})()</script>' +
  '<script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Grüße</p>' +
  '<script type="application/ld+json">{"@type":"Product"}</script>' +
  '<script>self.__next_f.push([1,"ä \\u003c/script>"])</script>' +
  '<SCRIPT>(self.__next_f=self.__next_f||[]).push([0])</SCRIPT ></body></html>';
const cachedPolicy = contentSecurityPolicy({ thirdParty: ['https://tags.example'], inlineHashes: [sha('(function(){})()')] });

describe('hashes of a page’s inline scripts', () => {
  it('hash every inline script by its exact text, once each — not src scripts, not JSON-LD', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha('(function(){})()'),
      sha('self.__next_f.push([1,"ä \\u003c/script>"])'),
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
    ]);
  });

  it("replace 'unsafe-inline' in script-src only, keep the rest of the policy, and leave nonce policies alone", () => {
    expect(needsScriptHashes(cachedPolicy)).toBe(true);
    const hashed = withScriptHashes(cachedPolicy, inlineScriptHashes(page));
    expect(hashed).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(hashed).toContain("style-src 'self' 'unsafe-inline'");
    expect(hashed).toContain('https://tags.example');
    // The fixed hash stood in the policy already: listed once.
    expect(hashed.split(sha('(function(){})()')).length).toBe(2);
    expect(needsScriptHashes(hashed)).toBe(false);
    const nonced = contentSecurityPolicy({ nonce: 'abc', thirdParty: [], inlineHashes: [] });
    expect(needsScriptHashes(nonced)).toBe(false);
    expect(withScriptHashes(nonced, ["'sha256-x'"])).toBe(nonced);
  });
});

describe('the response wrapper, behind the compression as the start script installs it', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function serve(respond: (res: import('node:http').ServerResponse) => void) {
    const compress = compression() as unknown as (req: unknown, res: unknown, next: () => void) => void;
    server = createServer((req, res) =>
      compress(req, res, () => {
        hashInlineScripts(res);
        respond(res);
      }),
    );
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'gzip' } });
  }

  it('sends a cached page, written in pieces, with its hashes and gzip-compressed, the body unchanged', async () => {
    const response = await serve((res) => {
      res.setHeader('content-security-policy', cachedPolicy);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(page.slice(0, 100));
      res.write(Buffer.from(page.slice(100, 200)));
      res.end(page.slice(200));
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const policy = response.headers.get('content-security-policy')!;
    for (const hash of inlineScriptHashes(page)) expect(policy).toContain(hash);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(await response.text()).toBe(page);
  });

  it('also when the page sets its headers one by one and never calls writeHead', async () => {
    const response = await serve((res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', cachedPolicy);
      res.end(page);
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain(sha('(self.__next_f=self.__next_f||[]).push([0])'));
    expect(await response.text()).toBe(page);
  });

  it('keeps what was written when the page ends with end(callback)', async () => {
    const response = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': cachedPolicy });
      res.write(page);
      res.end(() => undefined);
    });
    expect(response.headers.get('content-security-policy')).toContain(sha('(function(){})()'));
    expect(await response.text()).toBe(page);
  });

  it('passes other answers through untouched (a nonce page, JSON)', async () => {
    const nonced = contentSecurityPolicy({ nonce: 'abc', thirdParty: [], inlineHashes: [] });
    const html = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': nonced });
      res.end('<script nonce="abc">1</script>');
    });
    expect(html.headers.get('content-security-policy')).toBe(nonced);
    const json = await serve((res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true }));
    });
    expect(await json.json()).toEqual({ ok: true });
  });
});
