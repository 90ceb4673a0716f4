import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddressHeader, trustedProxyList } from './client-address';
import { gateRequest } from './node-request-gate';

// A real server on a real socket, as scripts/start.ts runs it; the "Next.js" behind the gate echoes what it got.
let server: Server;
let port: number;
let trusted = trustedProxyList([]);
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!gateRequest(req, res, trusted)) return;
    const raw = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i]!.toLowerCase() === clientAddressHeader);
    res.end(JSON.stringify({ address: req.headers[clientAddressHeader], rawCopies: raw.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: '/', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the request gate in front of Next.js', () => {
  it('answers TRACE and other unknown methods 405 with Allow, not 500', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const answer = await send(method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH');
    }
    expect((await send('GET')).status).toBe(200);
  });

  it('sets the client address from the socket; a forged copy of our header and X-Forwarded-For do not count', async () => {
    const answer = await send('GET', {
      [clientAddressHeader]: '203.0.113.66',
      'X-SF-Client-Address': '203.0.113.67',
      'x-forwarded-for': '198.51.100.1',
      'x-real-ip': '198.51.100.2',
    });
    expect(JSON.parse(answer.body)).toEqual({ address: '127.0.0.1', rawCopies: 1 });
  });

  it('reads X-Forwarded-For from the right when the socket is a trusted proxy', async () => {
    trusted = trustedProxyList(['127.0.0.0/8']);
    try {
      const answer = await send('GET', { 'x-forwarded-for': '1.1.1.1, 198.51.100.9' });
      expect(JSON.parse(answer.body)).toMatchObject({ address: '198.51.100.9' });
    } finally {
      trusted = trustedProxyList([]);
    }
  });
});
