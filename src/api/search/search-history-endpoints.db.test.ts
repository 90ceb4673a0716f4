import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '@/commerce/customer/customer-store';
import { identityCookies } from '@/platform/auth/login-state';
import { createSession } from '@/platform/auth/session-store';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { csrfHeader } from '@/platform/http/csrf-header';
import {
  deleteAllHistory,
  deleteHistoryTerm,
  getAllHistory,
  getRecentHistory,
  postHistoryTerm,
  postJoinWithFi,
} from './search-history-endpoints';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(() => closeDatabase());

type Handler = (request: Request) => Promise<Response>;
const visitorA = '3f2b8c1e-9a4d-4c6b-8e2f-0a1b2c3d4e5f';
const visitorB = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

async function call(handler: Handler, { method = 'GET', cookie, body, csrf = true, host = 'localhost' }: { method?: string; cookie?: string; body?: unknown; csrf?: boolean; host?: string } = {}) {
  const headers: Record<string, string> = { host, 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (csrf) headers[csrfHeader] = '1';
  const response = await handler(new Request('http://localhost/api/search/searchhistory/v1', { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  return { status: response.status, headers: response.headers, body: await response.json() };
}
const terms = (body: { terms: { term: string }[] }) => body.terms.map((t) => t.term);
const vid = (id: string) => `sf_vid=${id}`;

describe('search history endpoints', () => {
  it('gives a new visitor an empty list and the visitor cookie, never cached', async () => {
    const { status, headers, body } = await call(getRecentHistory);
    expect(status).toBe(200);
    expect(body).toEqual({ terms: [] });
    expect(headers.get('set-cookie')).toMatch(/^sf_vid=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('adds, lists, deletes one and deletes all for the cookie’s visitor', async () => {
    const cookie = vid(visitorA);
    await call(postHistoryTerm, { method: 'POST', cookie, body: { term: 'Sneaker' } });
    await call(postHistoryTerm, { method: 'POST', cookie, body: { term: 'Sofa' } });
    const added = await call(postHistoryTerm, { method: 'POST', cookie, body: { term: 'Lampe' } });
    expect(terms(added.body)).toEqual(['Lampe', 'Sofa', 'Sneaker']);
    expect(added.headers.get('set-cookie')).toBeNull();
    expect(terms((await call(getAllHistory, { cookie })).body)).toEqual(['Lampe', 'Sofa', 'Sneaker']);
    const afterDelete = await call(deleteHistoryTerm, { method: 'DELETE', cookie, body: { term: 'sofa' } });
    expect(terms(afterDelete.body)).toEqual(['Lampe', 'Sneaker']);
    // Another visitor sees none of it.
    expect(terms((await call(getRecentHistory, { cookie: vid(visitorB) })).body)).toEqual([]);
    const cleared = await call(deleteAllHistory, { method: 'POST', cookie });
    expect(cleared.body).toEqual({ terms: [] });
  });

  it('shows the newest five under the field and every kept term in /v1/all', async () => {
    const cookie = vid(visitorB);
    for (let i = 1; i <= 8; i++) await call(postHistoryTerm, { method: 'POST', cookie, body: { term: `Begriff ${i}` } });
    expect(terms((await call(getRecentHistory, { cookie })).body)).toHaveLength(5);
    expect(terms((await call(getAllHistory, { cookie })).body)).toHaveLength(8);
  });

  it('refuses an empty term with the spec message', async () => {
    const { status, body } = await call(postHistoryTerm, { method: 'POST', cookie: vid(visitorA), body: { term: '  ' } });
    expect(status).toBe(400);
    expect(body.message).toBe('Bitte gib zunächst Deinen Suchbegriff ein.');
  });

  it('refuses changes without the storefront’s CSRF header', async () => {
    for (const handler of [postHistoryTerm, deleteHistoryTerm, deleteAllHistory, postJoinWithFi]) {
      const { status } = await call(handler, { method: 'POST', cookie: vid(visitorA), body: { term: 'x' }, csrf: false });
      expect(status).toBe(403);
    }
  });

  it('stores terms cleaned and answers them as data, not markup', async () => {
    const { body } = await call(postHistoryTerm, { method: 'POST', cookie: vid(visitorA), body: { term: `<img src=x onerror=alert(1)>${'a'.repeat(10_000)}` } });
    expect(body.terms[0].term).not.toContain('<');
    expect(body.terms[0].term.length).toBeLessThanOrEqual(100);
  });

  it('does not trust a forged visitor cookie', async () => {
    const { headers, body } = await call(getRecentHistory, { cookie: "sf_vid=' OR 1=1 --" });
    expect(body).toEqual({ terms: [] });
    expect(headers.get('set-cookie')).toMatch(/^sf_vid=/);
  });

  it('refuses join-with-fi without a login, with 401 and a message', async () => {
    const { status, body } = await call(postJoinWithFi, { method: 'POST', cookie: vid(visitorA) });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'SEARCH_LOGIN_REQUIRED' });
    expect(body.message).toBeTruthy();
  });

  it('joins the visitor’s history into the logged-in customer’s, which then follows the login', async () => {
    const now = new Date();
    const customer = await insertCustomer(database.db, {
      tenantId: 'de',
      salutation: 'female',
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@example.com',
      locale: 'de-DE',
      activatedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const session = await createSession(database.db, 'de', customer.id, now);
    const visitor = '0b8f3a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    await call(postHistoryTerm, { method: 'POST', cookie: vid(visitor), body: { term: 'Kaffeevollautomat' } });
    const loggedIn = `${vid(visitor)}; ${identityCookies.session}=${session.secrets.session}; ${identityCookies.device}=${session.secrets.device}`;
    const joined = await call(postJoinWithFi, { method: 'POST', cookie: loggedIn });
    expect(joined.status).toBe(200);
    expect(terms(joined.body)).toEqual(['Kaffeevollautomat']);
    // The visitor's own list is empty now; the customer's list goes with the login.
    expect(terms((await call(getRecentHistory, { cookie: vid(visitor) })).body)).toEqual([]);
    const otherDevice = `${identityCookies.session}=${session.secrets.session}; ${identityCookies.device}=${session.secrets.device}`;
    expect(terms((await call(getRecentHistory, { cookie: otherDevice })).body)).toEqual(['Kaffeevollautomat']);
  });
});
