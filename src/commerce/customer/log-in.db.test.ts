import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwords } from '@/platform/auth/password-hash';
import { resolveSession } from '@/platform/auth/session-store';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { activeCustomer, outboxMails, registration, testClock, testRequester, testShop } from './customer-factories';
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

  it('makes one address wait after five wrong passwords for an account, without checking the sixth', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const attacker = testRequester();
    for (let i = 0; i < 5; i++)
      expect(
        await logIn(database.db, shop, attacker, { email: customer.email, password: `falsch-${i}` }),
      ).toMatchObject({ code: 'CUSTOMER_INVALID_CREDENTIALS' });
    const verify = vi.spyOn(passwords, 'verify');
    const sixth = await logIn(database.db, shop, attacker, { email: customer.email, password: customer.password });
    expect(sixth).toEqual({ ok: false, code: 'CUSTOMER_RATE_LIMITED', retryAfterSeconds: 1 });
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();
  });

  it('never locks the owner out: an attacker failing from other addresses does not stop a login from theirs', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const refusals = new Set<string>();
    for (const attacker of [testRequester(), testRequester(), testRequester()])
      for (let i = 0; i < 8; i++) {
        const result = await logIn(database.db, shop, attacker, { email: customer.email, password: `falsch-${i}` });
        if (!result.ok) refusals.add(result.code);
      }
    expect([...refusals].sort()).toEqual(['CUSTOMER_INVALID_CREDENTIALS', 'CUSTOMER_RATE_LIMITED']);
    const owner = await logIn(database.db, shop, testRequester(), { email: customer.email, password: customer.password });
    expect(owner.ok).toBe(true);
  });

  it('tells the owner once, in the language they registered in, when the account sees repeated failures', async () => {
    const customer = await activeCustomer(database.db, testShop('ch', testClock(), 'fr-CH'));
    const shop = testShop('ch', testClock(), 'de-CH');
    const notices = async () =>
      (await outboxMails(database.db, 'ch')).filter((m) => m.template === 'loginFailures' && m.to === customer.email);
    for (let a = 0; a < 6; a++) {
      const attacker = testRequester();
      for (let i = 0; i < 5; i++)
        await logIn(database.db, shop, attacker, { email: customer.email, password: `falsch-${a}-${i}` });
      if (a === 0) expect(await notices()).toEqual([]);
    }
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ locale: 'fr-CH', params: { firstName: 'Erika' } });
    expect(sent[0]!.link).toContain('/fr/mon-compte');
  });

  it('mails nobody for failures on an address that has no account', async () => {
    const shop = testShop('at');
    const email = `niemand-${Math.random()}@example.org`;
    for (let a = 0; a < 3; a++) {
      const attacker = testRequester();
      for (let i = 0; i < 5; i++) await logIn(database.db, shop, attacker, { email, password: `falsch-${i}` });
    }
    expect((await outboxMails(database.db, 'at')).filter((m) => m.to === email)).toEqual([]);
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
