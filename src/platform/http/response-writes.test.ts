import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdResponse, type Holding } from './response-writes';

describe('a held response', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function serve(holding: Holding, respond: (res: import('node:http').ServerResponse) => void) {
    server = createServer((_req, res) => {
      holdResponse(res, holding);
      respond(res);
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    return { status: answer.status, type: answer.headers.get('content-type'), body: Buffer.from(await answer.arrayBuffer()) };
  }

  const untilEnd = (seen: Buffer[] = []): Holding => ({
    hold: () => true,
    release: (held, atEnd) => {
      if (!atEnd) return null;
      seen.push(held());
      return held();
    },
  });

  it('hands a page written in one piece on as the same bytes, not a copy (a cached page passes two wrappers)', async () => {
    const page = Buffer.from('<!DOCTYPE html><html><head></head><body>Grüße</body></html>');
    const seen: Buffer[] = [];
    const answer = await serve(untilEnd(seen), (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page);
    });
    expect(seen[0]).toBe(page);
    expect(answer.body.equals(page)).toBe(true);
  });

  it('reads a Uint8Array written as a view into a larger buffer by its own offset and length', async () => {
    const whole = new TextEncoder().encode('xxxx<p>Mitte</p>yyyy');
    const view = whole.subarray(4, whole.length - 4);
    const answer = await serve(untilEnd(), (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write(view);
      res.end('<p>Ende</p>');
    });
    expect(answer.body.toString('utf8')).toBe('<p>Mitte</p><p>Ende</p>');
  });

  it('joins pieces written as strings in their encoding, and holds the head until the release', async () => {
    let headSentBeforeEnd: boolean | undefined;
    const answer = await serve(untilEnd(), (res) => {
      res.writeHead(201, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<p>Grüße, ');
      res.write(Buffer.from('und ').toString('latin1'), 'latin1');
      headSentBeforeEnd = res.headersSent;
      res.end('tschüss</p>');
    });
    expect(headSentBeforeEnd).toBe(false);
    expect(answer.status).toBe(201);
    expect(answer.type).toBe('text/html; charset=utf-8');
    expect(answer.body.toString('utf8')).toBe('<p>Grüße, und tschüss</p>');
  });
});
