import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { linkSecret, outboxMails, registration, testShop } from '@/commerce/customer/customer-factories';
import { findCustomerByEmail } from '@/commerce/customer/customer-store';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { getCustomer } from './customer-endpoint';
import { TestBrowser } from './http-test-client';
import { postActivate, postCustomerNumberLogin, postLogin, postLogout } from './login-endpoints';
import { postCheckResetLink, postForgotPassword, postResetPassword } from './password-endpoints';
import { postRegister } from './register-endpoint';
import { getSessionToken } from './session-endpoint';
import { sessionPath } from '@/platform/routing/api-paths/session';
import { identityPaths } from '@/platform/routing/api-paths/identity';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(async () => database.close());

/** Registers and activates through the endpoints, as a shopper would; the browser ends up logged in. */
async function signUp(browser: TestBrowser, overrides: Parameters<typeof registration>[0] = {}) {
  const input = registration(overrides);
  expect((await browser.call(postRegister, identityPaths.register, { body: input })).status).toBe(202);
  const shop = testShop(browser.host.startsWith('nl.') ? 'nl' : browser.host.startsWith('at.') ? 'at' : 'de');
  const token = await linkSecret(database.db, shop, input.email, 'activate');
  const activated = await browser.call(postActivate, identityPaths.activate, {
    body: { token, password: input.password },
  });
  expect(activated.status).toBe(200);
  return input;
}

const tokenType = async (browser: TestBrowser, host?: string) => {
  const { body } = await browser.call(getSessionToken, sessionPath, { host });
  return decodeJwt(body!.token as string).type;
};

describe('identity endpoints: who learns what', () => {
  it('answers login for a known and an unknown address with the same status and body', async () => {
    const customer = await signUp(new TestBrowser());
    const known = await new TestBrowser().call(postLogin, identityPaths.login, {
      body: { email: customer.email, password: 'falsch123' },
    });
    const unknown = await new TestBrowser().call(postLogin, identityPaths.login, {
      body: { email: 'nie@example.org', password: 'falsch123' },
    });
    expect(known.status).toBe(401);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(known.setCookies).toEqual([]);
  });

  it('answers registration for a known and a new address with the same status and body', async () => {
    const customer = await signUp(new TestBrowser());
    const again = await new TestBrowser().call(postRegister, identityPaths.register, {
      body: registration({ email: customer.email }),
    });
    const fresh = await new TestBrowser().call(postRegister, identityPaths.register, {
      body: registration(),
    });
    expect(again.status).toBe(202);
    expect([fresh.status, fresh.body]).toEqual([again.status, again.body]);
  });

  // Durations are the benchmarks' business; here both paths must do the same work: one answer, one mail each.
  it('answers a reset request for a known and an unknown address alike, and writes a mail for each', async () => {
    const customer = await signUp(new TestBrowser());
    const before = (await outboxMails(database.db, 'de')).length;
    const answers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      for (const email of [customer.email, `x${i}-${customer.email}`]) {
        const { status, body } = await new TestBrowser().call(postForgotPassword, identityPaths.forgot, { body: { email } });
        answers.add(JSON.stringify([status, body]));
      }
    }
    expect([...answers]).toEqual([JSON.stringify([202, { status: 'mail-sent' }])]);
    expect((await outboxMails(database.db, 'de')).length - before).toBe(6);
  });

  it('returns field errors as message keys of the shared schema', async () => {
    const { status, body } = await new TestBrowser().call(postRegister, identityPaths.register, {
      body: { ...registration(), email: 'kein-at', password: '123', firstName: 'R2D2' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'CUSTOMER_INVALID_INPUT',
      fields: {
        email: 'emailInvalid',
        password: 'passwordTooShort',
        firstName: 'noSpecialCharactersOrNumbers',
      },
    });
  });

  it('tells a limited shopper how long to wait', async () => {
    const email = `limit-${Date.now()}@example.org`;
    const browser = new TestBrowser();
    let last;
    for (let i = 0; i < 6; i++)
      last = await browser.call(postLogin, identityPaths.login, {
        body: { email, password: 'falsch123' },
        address: '2001:db8:77::1',
      });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body).toMatchObject({ error: 'CUSTOMER_RATE_LIMITED' });
  });
});

describe('identity endpoints: forged requests', () => {
  it.each([
    ['without the CSRF header', { bare: true }],
    ['from a foreign Origin', { headers: { origin: 'https://evil.example' } }],
    ['marked cross-site by the browser', { headers: { 'sec-fetch-site': 'cross-site' } }],
    ['with an opaque Origin', { headers: { origin: 'null' } }],
  ])('refuses a login %s with 403 and sets no cookie', async (_name, options) => {
    const customer = await signUp(new TestBrowser());
    const forged = await new TestBrowser().call(postLogin, identityPaths.login, {
      body: { email: customer.email, password: customer.password },
      ...options,
    });
    expect(forged.status).toBe(403);
    expect(forged.setCookies).toEqual([]);
  });

  it('refuses a forged logout: the session stays', async () => {
    const browser = new TestBrowser();
    await signUp(browser);
    expect(
      (await browser.call(postLogout, identityPaths.logout, { method: 'POST', bare: true })).status,
    ).toBe(403);
    expect(await tokenType(browser)).toBe(2);
  });

  it('refuses forged registration, reset request and reset', async () => {
    const browser = new TestBrowser();
    for (const [handler, body] of [
      [postRegister, registration()],
      [postForgotPassword, { email: 'a@example.org' }],
      [postResetPassword, { token: 'A'.repeat(43), password: 'Neues Passwort 1' }],
    ] as const) {
      expect((await browser.call(handler, '/api/identity/x', { body, bare: true })).status).toBe(403);
    }
  });
});

describe('identity endpoints: sessions', () => {
  it('sets HttpOnly, Secure, SameSite=Lax secrets and a readable login-state cookie for a day', async () => {
    const browser = new TestBrowser();
    const customer = await signUp(browser);
    const login = await browser.call(postLogin, identityPaths.login, {
      body: { email: customer.email, password: customer.password },
    });
    const [session, device, state] = login.setCookies;
    expect(session).toMatch(/^sf_session=[\w-]{43}; Path=\/; SameSite=Lax; HttpOnly; Secure$/);
    expect(device).toMatch(/^sf_device=[\w-]{43}; Path=\/; SameSite=Lax; Max-Age=2592000; HttpOnly; Secure$/);
    expect(state).toMatch(/^sf_login=.+; Path=\/; SameSite=Lax; Max-Age=86400; Secure$/);
    expect(JSON.parse(browser.jar.get('sf_login')!)).toEqual({ li: '1', ca: '0', bop: '0', np: '0' });
    expect(login.body).toEqual({
      status: 'logged-in',
      customer: { firstName: 'Erika', lastName: 'Mustermann' },
    });
  });

  it('issues token type 0, then 2 after login, 1 after a browser restart, and 0 after logout', async () => {
    const browser = new TestBrowser();
    expect(await tokenType(browser)).toBe(0);
    await signUp(browser);
    const { body } = await browser.call(getSessionToken, sessionPath);
    const claims = decodeJwt(body!.token as string);
    expect(claims).toMatchObject({ type: 2, aud: 'de' });
    expect(typeof claims.cc).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(3600);

    browser.jar.delete('sf_session'); // the browser was closed: session cookies are gone, the device cookie stays
    expect(await tokenType(browser)).toBe(1);
    expect(JSON.parse(browser.jar.get('sf_login')!)).toMatchObject({ li: '0' });

    const kept = new Map(browser.jar);
    const logout = await browser.call(postLogout, identityPaths.logout, { method: 'POST' });
    expect(logout.status).toBe(200);
    expect(browser.jar.has('sf_device')).toBe(false);
    // Copies of the old cookies are worthless: the server ended the session.
    const thief = new TestBrowser();
    for (const [k, v] of kept) thief.jar.set(k, v);
    expect(await tokenType(thief)).toBe(0);
    expect(thief.jar.has('sf_device')).toBe(false);
  });

  it('does not accept a session of one shop in another', async () => {
    const browser = new TestBrowser('at.localhost:3000');
    await signUp(browser);
    expect(await tokenType(browser)).toBe(2);
    expect(await tokenType(browser, 'localhost:3000')).toBe(0);
    expect((await browser.call(getCustomer, '/api/customer/v1', { host: 'localhost:3000' })).status).toBe(
      401,
    );
  });

  it('gives a fresh session id at login and ends the one presented before', async () => {
    const browser = new TestBrowser();
    const customer = await signUp(browser);
    const before = browser.jar.get('sf_session');
    const stolen = new TestBrowser();
    stolen.jar.set('sf_session', before!);
    await browser.call(postLogin, identityPaths.login, {
      body: { email: customer.email, password: customer.password },
    });
    expect(browser.jar.get('sf_session')).not.toBe(before);
    expect(await tokenType(stolen)).toBe(0);
  });

  it('logs in by customer number and date of birth', async () => {
    const browser = new TestBrowser('nl.localhost:3000');
    const customer = await signUp(browser, { dateOfBirth: '1975-04-30' });
    const row = await findCustomerByEmail(database.db, 'nl', customer.email);
    const other = new TestBrowser('nl.localhost:3000');
    const wrong = await other.call(postCustomerNumberLogin, identityPaths.customerNumberLogin, {
      body: { customerNumber: row!.customerNumber, dateOfBirth: '1975-04-29' },
    });
    expect(wrong.status).toBe(401);
    const right = await other.call(postCustomerNumberLogin, identityPaths.customerNumberLogin, {
      body: { customerNumber: row!.customerNumber, dateOfBirth: '1975-04-30' },
    });
    expect(right.status).toBe(200);
    expect(await tokenType(other)).toBe(2);
    const info = await other.call(getCustomer, '/api/customer/v1');
    expect(info.body).toEqual({
      businessPartnerNo: row!.customerNumber,
      name: { salutation: 'female', firstName: 'Erika', lastName: 'Mustermann' },
      loginType: 'full',
      flags: { creditAffinity: false, bonusProgram: false, noPassword: false },
    });
    expect(info.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('identity endpoints: password reset', () => {
  it('builds the link from the configured shop URL, whatever Host the request names', async () => {
    const customer = await signUp(new TestBrowser());
    await new TestBrowser('evil.example').call(postForgotPassword, identityPaths.forgot, {
      body: { email: customer.email },
    });
    // evil.example is an unknown host: it gets the default tenant, and the link still points at the shop's own URL.
    const [mail] = await outboxMails(database.db, 'de');
    expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/passwort-zuruecksetzen#token=/);
  });

  it('sets a new password once, logs this browser and every other one out, and refuses the used link', async () => {
    const phone = new TestBrowser();
    const customer = await signUp(phone);
    const laptop = new TestBrowser();
    await laptop.call(postForgotPassword, identityPaths.forgot, {
      body: { email: customer.email },
    });
    const token = await linkSecret(database.db, testShop('de'), customer.email, 'token');
    expect(
      (await laptop.call(postCheckResetLink, identityPaths.resetCheck, { body: { token } }))
        .status,
    ).toBe(200);
    const reset = await laptop.call(postResetPassword, identityPaths.reset, {
      body: { token, password: 'Neu und sicher 9' },
    });
    expect(reset.status).toBe(200);
    expect(await tokenType(phone)).toBe(0);
    const reused = await laptop.call(postResetPassword, identityPaths.reset, {
      body: { token, password: 'Noch neuer 10' },
    });
    expect(reused).toMatchObject({ status: 410, body: { error: 'CUSTOMER_LINK_INVALID' } });
    expect(
      (await laptop.call(postCheckResetLink, identityPaths.resetCheck, { body: { token } }))
        .status,
    ).toBe(410);
  });
});
