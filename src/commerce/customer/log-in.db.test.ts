import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwords } from '@/platform/auth/password-hash';
import { resolveSession } from '@/platform/auth/session-store';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { activeCustomer, registration, testClock, testRequester, testShop } from './customer-factories';
import { logIn } from './log-in';
import { registerCustomer } from './register-customer';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('logIn', () => {
  it('logs in with the right password, in any letter case of the address, and starts a full session', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const result = await logIn(database.db, shop, testRequester(), {
      email: ` ${customer.email.toUpperCase()} `,
      password: customer.password,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.customer.firstName).toBe('Erika');
    const session = await resolveSession(
      database.db,
      'de',
      { session: result.session.secrets.session },
      shop.now(),
    );
    expect(session?.level).toBe('full');
  });

  it('gives one answer for an unknown address, a wrong password and an unconfirmed account with a wrong password', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const pending = registration();
    await registerCustomer(database.db, shop, testRequester(), pending);
    const answers = await Promise.all([
      logIn(database.db, shop, testRequester(), {
        email: 'niemand@example.org',
        password: customer.password,
      }),
      logIn(database.db, shop, testRequester(), { email: customer.email, password: 'falsches Passwort' }),
      logIn(database.db, shop, testRequester(), { email: pending.email, password: 'falsches Passwort' }),
    ]);
    for (const answer of answers) expect(answer).toEqual({ ok: false, code: 'CUSTOMER_INVALID_CREDENTIALS' });
    // Only whoever knows the password learns that the account waits for confirmation.
    expect(
      await logIn(database.db, shop, testRequester(), { email: pending.email, password: pending.password }),
    ).toEqual({
      ok: false,
      code: 'CUSTOMER_NOT_ACTIVATED',
    });
  });

  it('runs argon2 for an unknown address as for a known one', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const verify = vi.spyOn(passwords, 'verify');
    await logIn(database.db, shop, testRequester(), {
      email: 'unbekannt@example.org',
      password: 'irgendwas1',
    });
    expect(verify).toHaveBeenCalledTimes(1);
    await logIn(database.db, shop, testRequester(), { email: customer.email, password: 'irgendwas1' });
    expect(verify).toHaveBeenCalledTimes(2);

    // The hash runs on both paths, so both take the hash's time; durations themselves are not asserted in tests.
  });

  it('gives a new session at every login and makes the one the browser presented worthless', async () => {
    const shop = testShop('at');
    const customer = await activeCustomer(database.db, shop);
    const first = await logIn(database.db, shop, testRequester(), {
      email: customer.email,
      password: customer.password,
    });
    if (!first.ok) throw new Error('login failed');
    const second = await logIn(database.db, shop, testRequester(first.session.secrets), {
      email: customer.email,
      password: customer.password,
    });
    if (!second.ok) throw new Error('login failed');
    expect(second.session.secrets.session).not.toBe(first.session.secrets.session);
    expect(await resolveSession(database.db, 'at', first.session.secrets, shop.now())).toBeNull();
    expect(await resolveSession(database.db, 'at', second.session.secrets, shop.now())).not.toBeNull();
  });

  it('limits tries per account, however many addresses they come from, and says how long to wait', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    for (let i = 0; i < 10; i++)
      await logIn(database.db, shop, testRequester(), { email: customer.email, password: `falsch-${i}` });
    const limited = await logIn(database.db, shop, testRequester(), {
      email: customer.email,
      password: customer.password,
    });
    expect(limited).toMatchObject({ ok: false, code: 'CUSTOMER_RATE_LIMITED' });
    if (!limited.ok && limited.code === 'CUSTOMER_RATE_LIMITED')
      expect(limited.retryAfterSeconds).toBeGreaterThan(60);
  });

  it('limits tries per address across accounts, and counts unknown addresses like known ones', async () => {
    const shop = testShop('nl', testClock());
    const requester = testRequester();
    const verify = vi.spyOn(passwords, 'verify');
    for (let i = 0; i < 50; i++)
      await logIn(database.db, shop, requester, { email: `probe-${i}@example.org`, password: 'x12345' });
    expect(
      await logIn(database.db, shop, requester, { email: 'probe-x@example.org', password: 'x12345' }),
    ).toMatchObject({
      code: 'CUSTOMER_RATE_LIMITED',
    });
    // A limited try does not even reach the password check.
    expect(verify).toHaveBeenCalledTimes(50);
  });
});
