import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, testClock, testRequester, testShop } from '@/commerce/customer/customer-factories';
import { findCustomerByEmail } from '@/commerce/customer/customer-store';
import { logIn } from '@/commerce/customer/log-in';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { gateway } from '../yoga';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(async () => database.close());

const query =
  '{ customer { businessPartnerNo loginType name { salutation firstName lastName } flags { creditAffinity bonusProgram noPassword } } }';

async function ask(host: string, cookie?: string) {
  const response = await gateway.fetch(`http://${host}/api/gateway?query=${encodeURIComponent(query)}`, {
    headers: { host, ...(cookie ? { cookie } : {}) },
  });
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return (await response.json()) as { data: { customer: Record<string, unknown> | null } };
}

describe('customer (gateway)', () => {
  it('is null without a session and the session’s customer with one, only in its own shop', async () => {
    // The gateway reads the real clock, so the session is made at the real time too.
    const shop = testShop('de', testClock(new Date()));
    const input = await activeCustomer(database.db, shop);
    const login = await logIn(database.db, shop, testRequester(), {
      email: input.email,
      password: input.password,
    });
    if (!login.ok) throw new Error('login failed');
    const cookie = `sf_session=${login.session.secrets.session}`;
    const row = await findCustomerByEmail(database.db, 'de', input.email);

    expect((await ask('localhost:3000')).data.customer).toBeNull();
    expect((await ask('localhost:3000', cookie)).data.customer).toEqual({
      businessPartnerNo: row!.customerNumber,
      loginType: 'full',
      name: { salutation: 'female', firstName: 'Erika', lastName: 'Mustermann' },
      flags: { creditAffinity: false, bonusProgram: false, noPassword: false },
    });
    expect((await ask('nl.localhost:3000', cookie)).data.customer).toBeNull();
    expect(
      (await ask('localhost:3000', `sf_device=${login.session.secrets.device}`)).data.customer,
    ).toMatchObject({ loginType: 'soft' });
  });
});
