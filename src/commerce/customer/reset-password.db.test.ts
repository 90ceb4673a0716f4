import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwords } from '@/platform/auth/password-hash';
import { resolveSession } from '@/platform/auth/session-store';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import {
  activeCustomer,
  linkSecret,
  outboxMails,
  registration,
  testClock,
  testRequester,
  testShop,
} from './customer-factories';
import { logIn } from './log-in';
import { registerCustomer } from './register-customer';
import { requestPasswordReset } from './request-password-reset';
import { checkResetLink, resetPassword } from './reset-password';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const newPassword = 'Neues Passwort 2026';

describe('requestPasswordReset', () => {
  it('answers a known and an unknown address alike; each gets a mail, only the known one a reset link', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const known = await requestPasswordReset(database.db, shop, testRequester(), { email: customer.email });
    const unknown = await requestPasswordReset(database.db, shop, testRequester(), {
      email: 'fremd@example.org',
    });
    expect(known).toEqual(unknown);
    const [toUnknown, toKnown] = await outboxMails(database.db, 'de');
    expect(toKnown).toMatchObject({ template: 'passwordReset', to: customer.email });
    expect(toKnown!.link).toMatch(/^http:\/\/localhost:\d+\/passwort-zuruecksetzen#token=[\w-]{43}$/);
    expect(toUnknown).toMatchObject({ template: 'passwordResetUnknown', to: 'fremd@example.org' });
    expect(toUnknown!.link).not.toContain('token');
  });

  it('limits requests per account to 3 an hour', async () => {
    const shop = testShop('nl');
    const email = 'viermal@example.org';
    for (let i = 0; i < 3; i++)
      expect((await requestPasswordReset(database.db, shop, testRequester(), { email })).ok).toBe(true);
    expect(await requestPasswordReset(database.db, shop, testRequester(), { email })).toMatchObject({
      code: 'CUSTOMER_RATE_LIMITED',
    });
  });
});

describe('resetPassword', () => {
  it('sets the new password, works once, and ends every session of the customer', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const onPhone = await logIn(database.db, shop, testRequester(), {
      email: customer.email,
      password: customer.password,
    });
    if (!onPhone.ok) throw new Error('login failed');
    await requestPasswordReset(database.db, shop, testRequester(), { email: customer.email });
    const token = await linkSecret(database.db, shop, customer.email, 'token');

    expect(await checkResetLink(database.db, shop, testRequester(), token)).toEqual({ ok: true });
    expect(await resetPassword(database.db, shop, testRequester(), { token, password: newPassword })).toEqual(
      { ok: true },
    );
    expect(await resolveSession(database.db, 'de', onPhone.session.secrets, shop.now())).toBeNull();
    expect(
      (
        await logIn(database.db, shop, testRequester(), {
          email: customer.email,
          password: customer.password,
        })
      ).ok,
    ).toBe(false);
    expect(
      (await logIn(database.db, shop, testRequester(), { email: customer.email, password: newPassword })).ok,
    ).toBe(true);
    expect((await outboxMails(database.db, 'de'))[0]).toMatchObject({
      template: 'passwordChanged',
      to: customer.email,
    });

    // Used once: the same link again is invalid, whatever password it carries.
    expect(
      await resetPassword(database.db, shop, testRequester(), { token, password: 'Noch ein Passwort 3' }),
    ).toEqual({
      ok: false,
      code: 'CUSTOMER_LINK_INVALID',
    });
    expect(await checkResetLink(database.db, shop, testRequester(), token)).toEqual({
      ok: false,
      code: 'CUSTOMER_LINK_INVALID',
    });
  });

  it('refuses a link after 60 minutes, a superseded link, a made-up one and one of another shop', async () => {
    const clock = testClock();
    const shop = testShop('at', clock);
    const customer = await activeCustomer(database.db, shop);

    await requestPasswordReset(database.db, shop, testRequester(), { email: customer.email });
    const expiring = await linkSecret(database.db, shop, customer.email, 'token');
    clock.advance(60 * 60 * 1000);
    expect(
      await resetPassword(database.db, shop, testRequester(), { token: expiring, password: newPassword }),
    ).toMatchObject({
      code: 'CUSTOMER_LINK_INVALID',
    });

    await requestPasswordReset(database.db, shop, testRequester(), { email: customer.email });
    const superseded = await linkSecret(database.db, shop, customer.email, 'token');
    await requestPasswordReset(database.db, shop, testRequester(), { email: customer.email });
    const current = await linkSecret(database.db, shop, customer.email, 'token');
    expect(await checkResetLink(database.db, shop, testRequester(), superseded)).toMatchObject({
      code: 'CUSTOMER_LINK_INVALID',
    });

    const madeUp = 'A'.repeat(43);
    expect(
      await resetPassword(database.db, shop, testRequester(), { token: madeUp, password: newPassword }),
    ).toMatchObject({
      code: 'CUSTOMER_LINK_INVALID',
    });
    expect(
      await resetPassword(database.db, testShop('de', clock), testRequester(), {
        token: current,
        password: newPassword,
      }),
    ).toMatchObject({
      code: 'CUSTOMER_LINK_INVALID',
    });
    expect(
      await resetPassword(database.db, shop, testRequester(), { token: current, password: newPassword }),
    ).toEqual({ ok: true });
  });

  it('hashes the new password even for an invalid link, so its answer time tells nothing', async () => {
    const hash = vi.spyOn(passwords, 'hash');
    await resetPassword(database.db, testShop('de'), testRequester(), {
      token: 'B'.repeat(43),
      password: newPassword,
    });
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('confirms the address of a never-activated account: the reset mail proved it', async () => {
    const shop = testShop('nl');
    const pending = registration();
    await registerCustomer(database.db, shop, testRequester(), pending);
    await requestPasswordReset(database.db, shop, testRequester(), { email: pending.email });
    const token = await linkSecret(database.db, shop, pending.email, 'token');
    await resetPassword(database.db, shop, testRequester(), { token, password: newPassword });
    expect(
      (await logIn(database.db, shop, testRequester(), { email: pending.email, password: newPassword })).ok,
    ).toBe(true);
  });
});
