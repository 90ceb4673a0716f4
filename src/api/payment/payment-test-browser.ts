// Test helpers of the payment endpoints: a shopper signed up and logged in through the identity endpoints, and the
// form post of the test provider's page (TestBrowser speaks JSON only).
import { linkSecret, registration, testClock, testShop } from '@/commerce/customer/customer-factories';
import { findCustomerByEmail } from '@/commerce/customer/customer-store';
import type { TenantKey } from '@/commerce/tenant/tenants';
import { TestBrowser } from '@/api/identity/http-test-client';
import { postActivate } from '@/api/identity/login-endpoints';
import { postRegister } from '@/api/identity/register-endpoint';
import type { Db } from '@/platform/db/client';

const hostOf: Record<TenantKey, string> = {
  de: 'localhost:3000',
  at: 'at.localhost:3000',
  ch: 'ch.localhost:3000',
  nl: 'nl.localhost:3000',
};

/** A shop on the real clock: the endpoints run on it too. */
export const liveShop = (tenant: TenantKey = 'de') => testShop(tenant, testClock(new Date()));

export async function loggedInShopper(db: Db, tenant: TenantKey = 'de') {
  const browser = new TestBrowser(hostOf[tenant]);
  const input = registration();
  const shop = liveShop(tenant);
  await browser.call(postRegister, '/api/identity/register', { body: input });
  const token = await linkSecret(db, shop, input.email, 'activate');
  const activated = await browser.call(postActivate, '/api/identity/activate', {
    body: { token, password: input.password },
  });
  if (activated.status !== 200) throw new Error(`activation failed: ${activated.status}`);
  const customer = await findCustomerByEmail(db, tenant, input.email);
  return { browser, customerId: customer!.id, shop };
}

/** What the test page's form sends when a button is pressed. */
export function pressButton(
  pagePath: string,
  sig: string,
  outcome: string,
  host = 'localhost:3000',
): Request {
  return new Request(`http://${host}${pagePath}/complete?lang=de`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sig, outcome }).toString(),
  });
}
