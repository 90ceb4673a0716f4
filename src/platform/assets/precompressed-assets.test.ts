import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets';
import { precompressedAssets } from './precompressed-assets';

const script = `console.log(${JSON.stringify('Warenkorb '.repeat(400))});\n`;
let dir: string;
let server: Server;
let port: number;
const errors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'x();');
  writeFileSync(path.join(dir, 'chunks', 'logo.png'), Buffer.alloc(4096, 1));
  expect(precompressAssets(dir)).toMatchObject({ files: 1, bytes: Buffer.byteLength(script) });
  const assets = precompressedAssets(dir, (_error, file) => errors.push(file));
  server = createServer((req, res) => {
    if (assets.serve(req, res, () => res.writeHead(299).end('fallback'))) return;
    res.writeHead(298).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function get(urlPath: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed build assets', () => {
  it('sends the Brotli copy to a browser (which lists gzip first), immutable and varying by encoding', async () => {
    const res = await get('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a client that takes only gzip, and headers alone to HEAD', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(script);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next what it has no copy for or what the client cannot take', async () => {
    expect((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' })).status).toBe(298);
    expect((await get('/_next/static/chunks/app.js', {})).status).toBe(298);
    expect((await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })).status).toBe(298);
    expect((await get('/_next/static/chunks/logo.png', { 'accept-encoding': 'br' })).status).toBe(298);
    expect((await get('/_next/static/chunks/app.js.br', { 'accept-encoding': 'br' })).status).toBe(298);
    expect((await get('/_next/static/../../etc/passwd', { 'accept-encoding': 'br' })).status).toBe(298);
    expect((await get('/warenkorb', { 'accept-encoding': 'br' })).status).toBe(298);
    const post = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST');
    expect(post.status).toBe(298);
    expect(errors).toEqual([]);
  });

  it('compresses again only what changed since its copies were written', () => {
    expect(precompressAssets(dir).files).toBe(0);
    const file = path.join(dir, 'chunks', 'app.js');
    const later = new Date(statSync(`${file}.br`).mtimeMs + 5_000);
    utimesSync(file, later, later);
    expect(precompressAssets(dir).files).toBe(1);
  });
});
