import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { tenants } from '@/commerce/tenant/tenants';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { activeCustomer, registration, testRequester, testShop } from './customer-factories';
import { findCustomerByEmail } from './customer-store';
import { logInWithCustomerNumber } from './log-in-with-customer-number';
import { registerCustomer } from './register-customer';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function numberOf(tenant: string, email: string) {
  return (await findCustomerByEmail(database.db, tenant, email))!.customerNumber;
}

describe('logInWithCustomerNumber', () => {
  it('logs in with customer number and date of birth, spaces in the number ignored', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop, { dateOfBirth: '1979-02-28' });
    const number = await numberOf('de', customer.email);
    const spaced = `${number.slice(0, 4)} ${number.slice(4)}`;
    const result = await logInWithCustomerNumber(database.db, shop, testRequester(), {
      customerNumber: spaced,
      dateOfBirth: '1979-02-28',
    });
    expect(result.ok && result.customer.customerNumber).toBe(number);
  });

  it('gives one answer for a wrong date, an unknown number, no date on file and an unconfirmed account', async () => {
    const shop = testShop('de');
    const customer = await activeCustomer(database.db, shop, { dateOfBirth: '1990-05-05' });
    const withoutDate = await activeCustomer(database.db, shop, { dateOfBirth: '' });
    const pending = registration({ dateOfBirth: '1991-01-01' });
    await registerCustomer(database.db, shop, testRequester(), pending);
    const tries = [
      { customerNumber: await numberOf('de', customer.email), dateOfBirth: '1990-05-06' },
      { customerNumber: '99999999', dateOfBirth: '1990-05-05' },
      { customerNumber: await numberOf('de', withoutDate.email), dateOfBirth: '1990-05-05' },
      { customerNumber: await numberOf('de', pending.email), dateOfBirth: '1991-01-01' },
    ];
    for (const input of tries) {
      expect(await logInWithCustomerNumber(database.db, shop, testRequester(), input)).toEqual({
        ok: false,
        code: 'CUSTOMER_INVALID_CREDENTIALS',
      });
    }
  });

  it('allows at most 5 tries per customer number per hour, from any address, even the right date after that', async () => {
    const shop = testShop('at');
    const customer = await activeCustomer(database.db, shop, { dateOfBirth: '1970-07-07' });
    const customerNumber = await numberOf('at', customer.email);
    for (let day = 1; day <= 5; day++) {
      const answer = await logInWithCustomerNumber(database.db, shop, testRequester(), {
        customerNumber,
        dateOfBirth: `1970-07-1${day}`,
      });
      expect(answer).toMatchObject({ code: 'CUSTOMER_INVALID_CREDENTIALS' });
    }
    const sixth = await logInWithCustomerNumber(database.db, shop, testRequester(), {
      customerNumber,
      dateOfBirth: '1970-07-07',
    });
    expect(sixth).toMatchObject({ ok: false, code: 'CUSTOMER_RATE_LIMITED' });
    if (!sixth.ok && sixth.code === 'CUSTOMER_RATE_LIMITED')
      expect(sixth.retryAfterSeconds).toBeGreaterThan(3000);
  });

  it('does not log in a customer of another shop', async () => {
    const customer = await activeCustomer(database.db, testShop('nl'), { dateOfBirth: '1988-03-03' });
    const customerNumber = await numberOf('nl', customer.email);
    const onDe = await logInWithCustomerNumber(database.db, testShop('de'), testRequester(), {
      customerNumber,
      dateOfBirth: '1988-03-03',
    });
    expect(onDe).toEqual({ ok: false, code: 'CUSTOMER_INVALID_CREDENTIALS' });
  });

  it('refuses every try while the shop has the flag off', async () => {
    const shop = testShop('ch');
    const customer = await activeCustomer(database.db, shop, { dateOfBirth: '1965-12-24' });
    const customerNumber = await numberOf('ch', customer.email);
    const flagOff = {
      ...shop,
      tenant: { ...tenants.ch, flags: { ...tenants.ch.flags, customerNumberLogin: false } },
    };
    expect(shopContext('ch', 'de-CH').tenant.flags.customerNumberLogin).toBe(true);
    const answer = await logInWithCustomerNumber(database.db, flagOff, testRequester(), {
      customerNumber,
      dateOfBirth: '1965-12-24',
    });
    expect(answer).toEqual({ ok: false, code: 'CUSTOMER_INVALID_CREDENTIALS' });
  });
});
