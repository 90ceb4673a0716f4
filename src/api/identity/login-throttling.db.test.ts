// The attacks of issue 13, finding 2, over a real socket through the same gate as scripts/start.ts: the client
// address comes from the connection, so forged X-Forwarded-For / X-Real-IP / x-sf-client-address headers change
// nothing, two clients keep their own counts, and an attacker cannot lock the owner out.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, outboxMails, registration, testShop } from '@/commerce/customer/customer-factories';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { clientAddressHeader, trustedProxyList } from '@/platform/http/client-address';
import { csrfHeader } from '@/platform/http/csrf-header';
import { gateRequest } from '@/platform/http/node-request-gate';
import { postLogin } from './login-endpoints';
import { postRegister } from './register-endpoint';

const routes: Record<string, (request: Request) => Promise<Response>> = {
  '/api/identity/login': postLogin,
  '/api/identity/register': postRegister,
};

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    for (const v of [value ?? []].flat()) headers.append(name, v);
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
}

let database: TestDatabase;
let server: Server;
let port: number;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  server = createServer((req, res) => {
    if (!gateRequest(req, res, trustedProxyList([]))) return;
    void toFetchRequest(req)
      .then((request) => routes[req.url ?? '']!(request))
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

/** A POST from a loopback source address of its own (127.0.0.0/8 is all loopback on Linux): one client each. */
function post(from: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path,
        headers: {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          [csrfHeader]: '1',
          'content-type': 'application/json',
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

let forged = 0;
/** What an attacker writes into the headers to look like a new client on every request. */
const rotatingHeaders = () => {
  forged += 1;
  const address = `198.51.${Math.floor(forged / 250)}.${forged % 250}`;
  return { 'x-forwarded-for': address, 'x-real-ip': address, [clientAddressHeader]: address };
};

describe('login and registration limits per real client address', () => {
  it('meets a 429 after five wrong passwords, however the X-Forwarded-For header rotates', async () => {
    const customer = await activeCustomer(database.db, testShop('de'));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await post('127.0.0.2', '/api/identity/login', { email: customer.email, password: `falsch-${i}` }, rotatingHeaders()))
          .status,
      );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toContain(429);
  });

  it('does not let two clients share a bucket: one used up its registrations, the other registers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await post('127.0.0.3', '/api/identity/register', registration(), rotatingHeaders())).status);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await post('127.0.0.4', '/api/identity/register', registration())).status).toBe(202);
  });

  it('lets the owner log in from their address while an attacker fails from others, and mails the owner once', async () => {
    const customer = await activeCustomer(database.db, testShop('de'));
    const statuses = new Set<number>();
    for (const attacker of ['127.0.0.5', '127.0.0.6', '127.0.0.7'])
      for (let i = 0; i < 7; i++)
        statuses.add(
          (await post(attacker, '/api/identity/login', { email: customer.email, password: `falsch-${i}` }, rotatingHeaders()))
            .status,
        );
    expect([...statuses].sort()).toEqual([401, 429]);
    const owner = await post('127.0.0.8', '/api/identity/login', { email: customer.email, password: customer.password });
    expect(owner.status).toBe(200);
    const notices = (await outboxMails(database.db, 'de')).filter(
      (m) => m.template === 'loginFailures' && m.to === customer.email,
    );
    expect(notices).toHaveLength(1);
  });
});
