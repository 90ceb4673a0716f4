// GET /api/customer/export: only the fully logged-in customer, as a file to keep, never cached, limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, testShop } from '@/commerce/customer/customer-factories';
import { TestBrowser } from '@/api/identity/http-test-client';
import { postLogin } from '@/api/identity/login-endpoints';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { exportLimit, getCustomerExport } from './export-endpoint';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(async () => database.close());

async function loggedIn() {
  const input = await activeCustomer(database.db, testShop('de'));
  const browser = new TestBrowser();
  const login = await browser.call(postLogin, identityPaths.login, { body: { email: input.email, password: input.password } });
  expect(login.status).toBe(200);
  return { browser, input };
}

describe('GET /api/customer/export', () => {
  it('answers a visitor 401 with the level, and nothing else', async () => {
    const answer = await new TestBrowser().call(getCustomerExport, accountPaths.dataExport);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'CUSTOMER_NOT_LOGGED_IN', level: 'anonymous' });
  });

  it('gives the logged-in customer their data as an attachment, nosniff and never stored by a cache', async () => {
    const { browser, input } = await loggedIn();
    const answer = await browser.call(getCustomerExport, accountPaths.dataExport);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="lindenberg-[\w-]+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toMatchObject({ account: { email: input.email, firstName: input.firstName } });
  });

  it('is not there for the same session in another shop', async () => {
    const { browser } = await loggedIn();
    const answer = await browser.call(getCustomerExport, accountPaths.dataExport, { host: 'at.localhost:3000' });
    expect(answer.status).toBe(401);
  });

  it(`stops after ${exportLimit.points} downloads an hour`, async () => {
    const { browser } = await loggedIn();
    for (let i = 0; i < exportLimit.points; i++) expect((await browser.call(getCustomerExport, accountPaths.dataExport)).status).toBe(200);
    const limited = await browser.call(getCustomerExport, accountPaths.dataExport);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
