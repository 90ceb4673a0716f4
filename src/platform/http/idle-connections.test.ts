import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepIdleConnections, SERVER_IDLE_MS, UPSTREAM_IDLE_SECONDS } from './idle-connections';

describe('keepIdleConnections', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('keeps idle connections longer than nginx keeps its own, and tells the client so', async () => {
    expect(SERVER_IDLE_MS).toBeGreaterThan(UPSTREAM_IDLE_SECONDS * 1000);
    server = createServer((_req, res) => res.end('ok'));
    keepIdleConnections(server);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true });
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = request({ port: (server!.address() as AddressInfo).port, host: '127.0.0.1', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      });
      req.on('error', reject);
      req.end();
    });
    agent.destroy();
    // Node's default would say timeout=5: a client reusing the connection after five idle seconds races its close.
    expect(headers['keep-alive']).toBe(`timeout=${SERVER_IDLE_MS / 1000}`);
  });
});
