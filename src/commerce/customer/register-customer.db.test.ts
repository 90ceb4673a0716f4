import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwords } from '@/platform/auth/password-hash';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { activateCustomer } from './activate-customer';
import {
  activeCustomer,
  linkSecret,
  outboxMails,
  registration,
  testRequester,
  testShop,
} from './customer-factories';
import { findCustomerByEmail } from './customer-store';
import { logIn } from './log-in';
import { registerCustomer } from './register-customer';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('registerCustomer', () => {
  it('stores an argon2id hash, a customer number and sends an activation mail in the shopper’s locale', async () => {
    const shop = testShop('nl');
    const input = registration({ email: '  Anna.DeVries@Example.org ' });
    expect(await registerCustomer(database.db, shop, testRequester(), input)).toEqual({ ok: true });

    const row = await findCustomerByEmail(database.db, 'nl', 'anna.devries@example.org');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(input.password);
    expect(row?.customerNumber).toMatch(/^[1-9]\d{7}$/);
    expect(row?.activatedAt).toBeNull();
    const [mail] = await outboxMails(database.db, 'nl');
    expect(mail).toMatchObject({ template: 'activation', locale: 'nl-NL', to: 'Anna.DeVries@Example.org' });
    expect(mail!.params.customerNumber).toBe(row!.customerNumber);
    expect(mail!.link).toMatch(/^http:\/\/nl\.localhost:\d+\/registreren#activate=[\w-]{43}$/);
  });

  it('answers a known address exactly like a new one, hashes in both cases, and mails the owner instead', async () => {
    const shop = testShop('de');
    const known = await activeCustomer(database.db, shop);
    const hash = vi.spyOn(passwords, 'hash');

    const forKnown = await registerCustomer(
      database.db,
      shop,
      testRequester(),
      registration({ email: known.email.toUpperCase(), password: 'Anderes Passwort 1' }),
    );
    const forNew = await registerCustomer(database.db, shop, testRequester(), registration());
    expect(forKnown).toEqual(forNew);
    expect(hash).toHaveBeenCalledTimes(2);

    const [, mailToKnown] = await outboxMails(database.db, 'de');
    expect(mailToKnown).toMatchObject({ template: 'alreadyRegistered', to: known.email });
    // The existing account keeps its password.
    const login = await logIn(database.db, shop, testRequester(), {
      email: known.email,
      password: known.password,
    });
    expect(login.ok).toBe(true);
  });

  it('lets a later registration of a never-confirmed address replace the earlier one, whose link stops working', async () => {
    const shop = testShop('at');
    const first = registration({ password: 'Erstes Passwort 1' });
    await registerCustomer(database.db, shop, testRequester(), first);
    const firstToken = await linkSecret(database.db, shop, first.email, 'activate');
    const second = registration({ email: first.email, password: 'Zweites Passwort 2', firstName: 'Zora' });
    await registerCustomer(database.db, shop, testRequester(), second);

    const stale = await activateCustomer(database.db, shop, testRequester(), {
      token: firstToken,
      password: first.password,
    });
    expect(stale).toEqual({ ok: false, code: 'CUSTOMER_LINK_INVALID' });
    const token = await linkSecret(database.db, shop, first.email, 'activate');
    // The reader of the newest mail must know the newest password: the earlier registrant's does not work.
    expect(
      await activateCustomer(database.db, shop, testRequester(), { token, password: first.password }),
    ).toEqual({
      ok: false,
      code: 'CUSTOMER_INVALID_CREDENTIALS',
    });
    const activated = await activateCustomer(database.db, shop, testRequester(), {
      token,
      password: second.password,
    });
    expect(activated.ok && activated.customer.firstName).toBe('Zora');
  });

  it('keeps addresses per tenant: the same address registers separately in another shop', async () => {
    const input = registration();
    await activeCustomer(database.db, testShop('de'), input);
    await registerCustomer(database.db, testShop('ch'), testRequester(), input);
    const [mail] = await outboxMails(database.db, 'ch');
    expect(mail).toMatchObject({ template: 'activation', to: input.email, locale: 'de-CH' });
  });

  it('limits registrations per address and per account with a retry time', async () => {
    const shop = testShop('de');
    const email = registration().email;
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await registerCustomer(database.db, shop, testRequester(), registration({ email })));
    expect(results.slice(0, 3).every((r) => r.ok)).toBe(true);
    expect(results[3]).toMatchObject({ ok: false, code: 'CUSTOMER_RATE_LIMITED' });

    const requester = testRequester();
    let last;
    for (let i = 0; i < 21; i++) last = await registerCustomer(database.db, shop, requester, registration());
    expect(last).toMatchObject({ ok: false, code: 'CUSTOMER_RATE_LIMITED' });
  });
});
