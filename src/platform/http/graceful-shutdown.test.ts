import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable, type Drain } from './graceful-shutdown';
import { answerProbe } from './readiness';

// A real server on a real socket: a slow request in flight when the shutdown starts is still answered, readiness
// turns 503 at once, and no new connection is taken.
let server: Server;
let drain: Drain;
let port: number;

async function start(handlerMs: number) {
  server = createServer((req, res) => {
    drain.track(req, res);
    if (answerProbe(req, res, { draining: () => drain.draining(), databaseUp: () => true })) return;
    setTimeout(() => res.end('done'), handlerMs);
  });
  drain = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

function get(path: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

afterEach(() => server?.closeAllConnections());

describe('drainable', () => {
  it('finishes the request in flight, answers readiness 503 while draining, and takes no new connection', async () => {
    await start(300);
    expect((await get('/api/ready')).status).toBe(200);
    const slow = get('/order');
    await sleep(50);
    expect(drain.inFlight()).toBe(1);
    const drained = drain.drain(5_000);
    expect(drain.draining()).toBe(true);
    await expect(get('/api/ready')).rejects.toThrow(/ECONNREFUSED/);
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'done' });
    expect(answer.headers.connection).toBe('close');
    expect(await drained).toBe(0);
  });

  it('cuts what is still running after the timeout and says how many', async () => {
    await start(5_000);
    const slow = get('/order').catch((error: Error) => error);
    await sleep(50);
    expect(await drain.drain(100)).toBe(1);
    expect(await slow).toBeInstanceOf(Error);
  });
});
