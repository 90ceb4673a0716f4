// Changes in the account: the personal data, and the password (current one required; every other session ends,
// this one stays; the customer is told; rate limited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '@/platform/auth/session-store';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { changePassword } from './change-password';
import { changeProfile } from './change-profile';
import { activeCustomer, outboxMails, testRequester, testShop } from './customer-factories';
import { findCustomerById } from './customer-store';
import { logIn } from './log-in';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function loggedIn(shop: ReturnType<typeof testShop>, email: string, password: string) {
  const result = await logIn(database.db, shop, testRequester(), { email, password });
  if (!result.ok) throw new Error(result.code);
  return result;
}

describe('changeProfile', () => {
  it('changes the customer’s own salutation, names and date of birth, and nobody else’s', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const other = await activeCustomer(database.db, shop, { firstName: 'Otto' });
    const session = await loggedIn(shop, customer.email, customer.password);
    const changed = await changeProfile(database.db, shop, session.customer.id, {
      salutation: 'male',
      firstName: 'Max',
      lastName: 'Muster-Neu',
      dateOfBirth: '1980-02-29',
      phone: '+49 30 1234567',
    });
    expect(changed).toMatchObject({ ok: true, profile: { firstName: 'Max', lastName: 'Muster-Neu', salutation: 'male' }, dateOfBirth: '1980-02-29' });
    const otherSession = await loggedIn(shop, other.email, other.password);
    expect((await findCustomerById(database.db, 'de', otherSession.customer.id))!.firstName).toBe('Otto');
    // An empty date of birth means "not given".
    const cleared = await changeProfile(database.db, shop, session.customer.id, { salutation: 'male', firstName: 'Max', lastName: 'M', dateOfBirth: '', phone: '' });
    expect(cleared).toMatchObject({ ok: true, dateOfBirth: null });
  });

  it('is "not logged in" for a customer of another shop', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const session = await loggedIn(shop, customer.email, customer.password);
    expect(await changeProfile(database.db, testShop('at'), session.customer.id, { salutation: 'male', firstName: 'X', lastName: 'Y', dateOfBirth: '', phone: '' })).toEqual({
      ok: false,
      code: 'CUSTOMER_NOT_LOGGED_IN',
    });
  });
});

describe('changePassword', () => {
  it('needs the current password; then ends every other session, keeps this one, and tells the customer', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const here = await loggedIn(shop, customer.email, customer.password);
    const onPhone = await loggedIn(shop, customer.email, customer.password);
    const session = { customerId: here.customer.id, sessionId: here.session.id };

    expect(await changePassword(database.db, shop, session, { currentPassword: 'falsch-falsch', newPassword: 'Neues Passwort 2026' })).toEqual({
      ok: false,
      code: 'CUSTOMER_INVALID_CREDENTIALS',
    });
    expect(await resolveSession(database.db, 'de', onPhone.session.secrets, shop.now())).not.toBeNull();

    expect(await changePassword(database.db, shop, session, { currentPassword: customer.password, newPassword: 'Neues Passwort 2026' })).toEqual({
      ok: true,
      // The phone's, and the one the activation started.
      endedSessions: 2,
    });
    expect(await resolveSession(database.db, 'de', onPhone.session.secrets, shop.now())).toBeNull();
    expect(await resolveSession(database.db, 'de', here.session.secrets, shop.now())).not.toBeNull();
    expect((await outboxMails(database.db, 'de'))[0]).toMatchObject({ template: 'passwordChanged', to: customer.email });
    // The old password no longer logs in, the new one does.
    expect((await logIn(database.db, shop, testRequester(), { email: customer.email, password: customer.password })).ok).toBe(false);
    expect((await logIn(database.db, shop, testRequester(), { email: customer.email, password: 'Neues Passwort 2026' })).ok).toBe(true);
  });

  it('refuses after five tries an hour for one account', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop);
    const here = await loggedIn(shop, customer.email, customer.password);
    const session = { customerId: here.customer.id, sessionId: here.session.id };
    for (let i = 0; i < 5; i++)
      expect((await changePassword(database.db, shop, session, { currentPassword: `falsch-${i}`, newPassword: 'Neues Passwort 2026' })).ok).toBe(false);
    expect(await changePassword(database.db, shop, session, { currentPassword: customer.password, newPassword: 'Neues Passwort 2026' })).toMatchObject({
      ok: false,
      code: 'CUSTOMER_RATE_LIMITED',
    });
  });
});
