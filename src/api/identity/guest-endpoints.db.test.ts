// The guest checkout's endpoints as a browser meets them (decision 0052): which cookies a guest gets, what the
// session opens (the checkout) and what it does not (the account, the customer endpoint), and the account afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { uniqueEmail } from '@/commerce/customer/customer-factories';
import { getCheckoutOverview } from '@/api/checkout/checkout-endpoints';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { sessionPath } from '@/platform/routing/api-paths/session';
import { getCustomerExport } from '@/api/privacy/export-endpoint';
import { getCustomer } from './customer-endpoint';
import { postGuest, postGuestAccount } from './guest-endpoints';
import { TestBrowser } from './http-test-client';
import { getSessionToken } from './session-endpoint';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(async () => database.close());

const guest = () => ({ salutation: 'female', firstName: 'Lena', lastName: 'Gast', email: uniqueEmail('gast'), dateOfBirth: '' });

describe('POST /api/identity/guest', () => {
  it('gives a browser-session secret only: no device secret, no login state', async () => {
    const browser = new TestBrowser('de.localhost:3000');
    const started = await browser.call(postGuest, identityPaths.guest, { body: guest() });
    expect(started.status).toBe(200);
    expect([...browser.jar.keys()]).toEqual(['sf_session']);
    expect(started.setCookies[0]).toMatch(/HttpOnly/i);
    expect(started.setCookies[0]).not.toMatch(/max-age/i);
  });

  it('opens the checkout, not the account: the customer endpoint and the account data answer 401', async () => {
    const browser = new TestBrowser('de.localhost:3000');
    await browser.call(postGuest, identityPaths.guest, { body: guest() });
    // The checkout knows the guest (an empty basket here: 409, not 401).
    expect((await browser.call(getCheckoutOverview, '/api/checkout')).status).toBe(409);
    expect((await browser.call(getCustomer, '/api/customer/v1')).status).toBe(401);
    expect((await browser.call(getCustomerExport, '/api/customer/export')).status).toBe(401);
    // The session token says anonymous, and the session survives asking for it.
    const token = await browser.call(getSessionToken, sessionPath);
    expect(decodeJwt(token.body!.token as string).type).toBe(0);
    expect(browser.jar.has('sf_session')).toBe(true);
    expect((await browser.call(getCheckoutOverview, '/api/checkout')).status).toBe(409);
  });

  it('validates with the registration’s rules and keeps the field codes', async () => {
    const browser = new TestBrowser('nl.localhost:3000');
    const refused = await browser.call(postGuest, identityPaths.guest, { body: { ...guest(), email: 'geen-adres', firstName: '' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'CUSTOMER_INVALID_INPUT', fields: { email: 'emailInvalid', firstName: 'required' } });
    expect(browser.jar.size).toBe(0);
  });

  it('refuses a forged request', async () => {
    const browser = new TestBrowser('de.localhost:3000');
    expect((await browser.call(postGuest, identityPaths.guest, { body: guest(), bare: true })).status).toBe(403);
  });
});

describe('POST /api/identity/guest/account', () => {
  it('needs the guest session and answers 202 with a mail sent', async () => {
    const stranger = new TestBrowser('at.localhost:3000');
    expect((await stranger.call(postGuestAccount, identityPaths.guestAccount, { body: { password: 'Sonnenweg 12' } })).status).toBe(401);
    const browser = new TestBrowser('at.localhost:3000');
    await browser.call(postGuest, identityPaths.guest, { body: guest() });
    const weak = await browser.call(postGuestAccount, identityPaths.guestAccount, { body: { password: '123' } });
    expect(weak.status).toBe(400);
    const asked = await browser.call(postGuestAccount, identityPaths.guestAccount, { body: { password: 'Sonnenweg 12' } });
    expect(asked).toMatchObject({ status: 202, body: { status: 'mail-sent' } });
  });
});
