import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkSecret, outboxMails, registration, testShop } from '@/commerce/customer/customer-factories';
import { findSubscriberByEmail } from '@/commerce/newsletter/newsletter-store';
import { fragmentToken, newsletterEmail } from '@/commerce/newsletter/newsletter-factories';
import { seedVouchers } from '@/commerce/promotion/seed-vouchers';
import { clientAddressHeader } from '@/platform/http/client-address';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { newsletterPaths } from '@/platform/routing/api-paths/newsletter';
import { TestBrowser } from '@/api/identity/http-test-client';
import { postActivate } from '@/api/identity/login-endpoints';
import { postRegister } from '@/api/identity/register-endpoint';
import { postLeaveMailing, postManageLink, postOneClick, postPreferences, postReadSubscription } from './manage-endpoints';
import { postConfirm, postResend, postSubscribe } from './subscription-endpoints';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  await seedVouchers(database.db);
});
afterAll(async () => database.close());

const shop = testShop('de');
const newestMail = async (to: string, template: string) => {
  const mail = (await outboxMails(database.db, 'de')).find((m) => m.to === to && m.template === template);
  if (!mail) throw new Error(`no ${template} to ${to}`);
  return mail;
};

/** Signs up and confirms through the endpoints; returns the address and the welcome mail's unsubscribe links. */
async function subscribed(browser = new TestBrowser()) {
  const email = newsletterEmail();
  const answer = await browser.call(postSubscribe, newsletterPaths.subscribe, {
    body: { email, salutation: 'male', interests: ['shoes'], areaKey: 'footer' },
  });
  expect(answer).toMatchObject({ status: 202, body: { status: 'mail-sent' } });
  const token = fragmentToken((await newestMail(email, 'confirm')).link!);
  expect(await browser.call(postConfirm, newsletterPaths.confirm, { body: { token } })).toMatchObject({
    status: 200,
    body: { outcome: 'confirmed' },
  });
  const welcome = await newestMail(email, 'welcome');
  return { email, unsubscribe: welcome.unsubscribe!, manageToken: fragmentToken(welcome.unsubscribe!.page) };
}

function oneClick(url: string, body = 'List-Unsubscribe=One-Click') {
  // What a mail client sends: no cookie, no CSRF header, a form body.
  const target = new URL(url);
  return postOneClick(
    new Request(`http://localhost:3000${target.pathname}${target.search}`, {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', [clientAddressHeader]: '2001:db8:1::1' },
      body,
    }),
  );
}

describe('newsletter endpoints: nobody learns whether an address is subscribed', () => {
  it('answers subscribe, resend and the manage-link request the same for a subscribed and an unknown address', async () => {
    const known = await subscribed();
    let unknown = '';
    for (const [handler, path, body] of [
      [postSubscribe, newsletterPaths.subscribe, { salutation: 'female' }],
      [postResend, newsletterPaths.resend, {}],
      [postManageLink, newsletterPaths.manageLink, {}],
    ] as const) {
      unknown = newsletterEmail();
      const a = await new TestBrowser().call(handler, path, { body: { ...body, email: known.email } });
      const b = await new TestBrowser().call(handler, path, { body: { ...body, email: unknown } });
      expect({ status: a.status, body: a.body }, path).toEqual({ status: b.status, body: b.body });
      expect(a.status).toBe(202);
    }
    // The unknown address learns it in its own mailbox only.
    expect((await newestMail(unknown, 'noSubscription')).catalog).toBe('newsletter');
  });

  it('reaches a subscription only with a signed link or as its logged-in owner', async () => {
    const s = await subscribed();
    const anonymous = await new TestBrowser().call(postReadSubscription, newsletterPaths.subscription, { body: {} });
    expect(anonymous).toMatchObject({ status: 401, body: { error: 'NEWSLETTER_LOGIN_REQUIRED' } });
    const forged = await new TestBrowser().call(postReadSubscription, newsletterPaths.subscription, {
      body: { token: `${s.manageToken.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(forged).toMatchObject({ status: 410, body: { error: 'NEWSLETTER_LINK_INVALID' } });
    const byLink = await new TestBrowser().call(postReadSubscription, newsletterPaths.subscription, { body: { token: s.manageToken } });
    expect(byLink).toMatchObject({ status: 200, body: { subscription: { email: s.email, state: 'active' } } });

    // A logged-in customer without a subscription is told so; after signing up, sees their own.
    const browser = new TestBrowser();
    const customer = registration();
    await browser.call(postRegister, identityPaths.register, { body: customer });
    const token = await linkSecret(database.db, shop, customer.email, 'activate');
    await browser.call(postActivate, identityPaths.activate, { body: { token, password: customer.password } });
    expect(await browser.call(postReadSubscription, newsletterPaths.subscription, { body: {} })).toMatchObject({
      status: 404,
      body: { error: 'NEWSLETTER_NO_SUBSCRIPTION' },
    });
  });

  it('refuses requests without the CSRF header, and field errors come back as message keys', async () => {
    const bare = await new TestBrowser().call(postSubscribe, newsletterPaths.subscribe, { body: { email: newsletterEmail(), salutation: 'male' }, bare: true });
    expect(bare.status).toBe(403);
    const invalid = await new TestBrowser().call(postSubscribe, newsletterPaths.subscribe, { body: { email: 'kein-at', salutation: 'x' } });
    expect(invalid).toMatchObject({ status: 400, body: { error: 'NEWSLETTER_INVALID_INPUT', fields: { email: 'emailInvalid', salutation: 'required' } } });
    const noPause = await new TestBrowser().call(postPreferences, newsletterPaths.preferences, { body: { token: 'x'.repeat(20), newsletter: 'pause|-100' } });
    expect(noPause).toMatchObject({ status: 400, body: { fields: { pauseDays: 'choosePause' } } });
    const badCode = await new TestBrowser().call(postPreferences, newsletterPaths.preferences, { body: { token: 'x'.repeat(20), newsletter: 'frequency|7' } });
    expect(badCode).toMatchObject({ status: 400, body: { fields: { newsletter: 'choose' } } });
  });

  it('rate limits sign-ups from one client address with 429 and Retry-After', async () => {
    const address = '2001:db8:77:77::1';
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 21; i++) {
      last = await new TestBrowser().call(postSubscribe, newsletterPaths.subscribe, {
        body: { email: newsletterEmail(), salutation: 'notSpecified' },
        address,
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(last).toMatchObject({ status: 429, body: { error: 'NEWSLETTER_RATE_LIMITED' } });
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the unsubscribe form over HTTP', () => {
  it('sets frequency, pauses, leaves the mailings and one brand with the radio values of SPEC §3', async () => {
    const s = await subscribed();
    const send = (body: Record<string, unknown>) =>
      new TestBrowser().call(postPreferences, newsletterPaths.preferences, { body: { token: s.manageToken, ...body } });
    expect(await send({ newsletter: 'frequency|0' })).toMatchObject({ status: 200, body: { outcome: { kind: 'frequency', frequency: 0 } } });
    expect(await send({ newsletter: 'frequency|4' })).toMatchObject({ body: { outcome: { frequency: 4 } } });
    expect(await send({ newsletter: 'pause|-100', pauseDays: '21' })).toMatchObject({ status: 200, body: { outcome: { kind: 'paused' } } });
    expect(
      await new TestBrowser().call(postLeaveMailing, newsletterPaths.mailings, { body: { token: s.manageToken, mailing: 'personalised' } }),
    ).toMatchObject({ status: 200, body: { mailing: 'personalised' } });
    expect(await send({ newsletter: 'unsubscribe|99', brands: ['lindenberg-home'] })).toMatchObject({
      body: { outcome: { kind: 'unsubscribed', remaining: ['lindenberg'] } },
    });
    expect(await findSubscriberByEmail(database.db, 'de', s.email)).toMatchObject({ status: 'active', personalised: false, brands: ['lindenberg'] });
    expect(await send({ newsletter: 'unsubscribe|99', brands: ['lindenberg'] })).toMatchObject({ body: { outcome: { remaining: [] } } });
    // SPEC §8: the record was removed.
    expect(await send({ newsletter: 'frequency|1' })).toMatchObject({ status: 404, body: { error: 'NEWSLETTER_NOT_FOUND' } });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('unsubscribes with the List-Unsubscribe URL and body, without login or CSRF header', async () => {
    const s = await subscribed();
    expect(s.unsubscribe.oneClick).toContain(newsletterPaths.oneClick);
    const response = await oneClick(s.unsubscribe.oneClick);
    expect(response.status).toBe(200);
    expect(await findSubscriberByEmail(database.db, 'de', s.email)).toMatchObject({ status: 'unsubscribed' });
    expect((await oneClick(s.unsubscribe.oneClick)).status).toBe(200);
  });

  it('changes nothing without the one-click body or with a forged token', async () => {
    const s = await subscribed();
    expect((await oneClick(s.unsubscribe.oneClick, '')).status).toBe(400);
    const forged = new URL(s.unsubscribe.oneClick);
    forged.searchParams.set('token', `${s.manageToken}A`);
    expect((await oneClick(forged.toString())).status).toBe(410);
    expect(await findSubscriberByEmail(database.db, 'de', s.email)).toMatchObject({ status: 'active' });
  });
});
