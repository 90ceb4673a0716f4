import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putInBasket } from '@/commerce/checkout/checkout-factories';
import { recordPremiumMembership } from '@/commerce/premium/record-premium-membership';
import { linkSecret, registration, testShop } from '@/commerce/customer/customer-factories';
import { findCustomerByEmail } from '@/commerce/customer/customer-store';
import { seedParcelShops } from '@/commerce/parcel-shops/parcel-shops-seeder';
import { TestBrowser } from '@/api/identity/http-test-client';
import { postActivate } from '@/api/identity/login-endpoints';
import { postRegister } from '@/api/identity/register-endpoint';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { getAddresses, postAddress, putAddress, removeAddress } from './address-endpoints';
import {
  getCheckoutOverview,
  getPaymentOptions,
  getProtection,
  putDelivery,
  putPayment,
  putPremium,
  putProtection,
} from './checkout-endpoints';
import { getParcelShops } from './parcel-shop-endpoint';
import { deletePremium, getPremium } from './premium-endpoints';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import { accountPaths } from '@/platform/routing/api-paths/account';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  await seedParcelShops(database.db);
});
afterAll(() => closeDatabase());

const PUT = 'PUT' as 'POST';
const DELETE = 'DELETE' as 'POST';
const tenantOfHost = (host: string) => (host.startsWith('nl.') ? 'nl' : host.startsWith('at.') ? 'at' : host.startsWith('ch.') ? 'ch' : 'de');

/** Registers and activates through the endpoints; the browser ends up fully logged in. Returns the customer id. */
async function signUp(browser: TestBrowser, overrides: Parameters<typeof registration>[0] = {}) {
  const input = registration(overrides);
  expect((await browser.call(postRegister, identityPaths.register, { body: input })).status).toBe(202);
  const shop = testShop(tenantOfHost(browser.host));
  const token = await linkSecret(database.db, shop, input.email, 'activate');
  expect((await browser.call(postActivate, identityPaths.activate, { body: { token, password: input.password } })).status).toBe(200);
  return (await findCustomerByEmail(database.db, shop.tenant.key, input.email))!.id;
}

const address = {
  salutation: 'female',
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Kastanienallee',
  houseNumber: '12',
  addition: '',
  postalCode: '10435',
  city: 'Berlin',
  country: 'DE',
};

async function addAddress(browser: TestBrowser, body: Record<string, unknown> = address) {
  const created = await browser.call(postAddress, checkoutPaths.addresses, { body });
  expect(created.status).toBe(201);
  return (created.body!.address as { id: string }).id;
}

describe('checkout endpoints', () => {
  it('asks anonymous and soft-logged-in visitors to log in, and refuses forged writes', async () => {
    const anonymous = await new TestBrowser().call(getCheckoutOverview, checkoutPaths.checkout);
    expect(anonymous).toMatchObject({ status: 401, body: { error: 'CHECKOUT_LOGIN_REQUIRED', level: 'anonymous' } });
    const browser = new TestBrowser();
    await signUp(browser);
    browser.jar.delete('sf_session'); // the browser was closed: recognised (soft), not logged in
    for (const [handler, path] of [
      [getCheckoutOverview, checkoutPaths.checkout],
      [getAddresses, checkoutPaths.addresses],
      [getPaymentOptions, checkoutPaths.paymentOptions],
    ] as const) {
      expect(await browser.call(handler, path)).toMatchObject({
        status: 401,
        body: { error: 'CHECKOUT_LOGIN_REQUIRED', level: 'soft' },
      });
    }
    const full = new TestBrowser();
    await signUp(full);
    expect((await full.call(putPayment, checkoutPaths.payment, { method: PUT, body: { method: 'invoice' }, bare: true })).status).toBe(403);
    expect((await full.call(postAddress, checkoutPaths.addresses, { body: address, bare: true })).status).toBe(403);
  });

  it('walks a de checkout to the review; amounts sent along are ignored, answers are private', async () => {
    const browser = new TestBrowser();
    const customerId = await signUp(browser);
    expect(await browser.call(getCheckoutOverview, checkoutPaths.checkout)).toMatchObject({ status: 409, body: { error: 'CHECKOUT_BASKET_EMPTY' } });
    await putInBasket(database.db, testShop('de'), customerId, { price: 60_00 });
    const addressId = await addAddress(browser, { ...address, tenantId: 'at', customerId: '00000000-0000-0000-0000-000000000000', isDefault: true });

    const start = await browser.call(getCheckoutOverview, checkoutPaths.checkout);
    expect(start.headers.get('cache-control')).toBe('private, no-store');
    expect(start.body).toMatchObject({
      nextStep: 'delivery',
      summary: {
        total: { amount: 60_00 + 595, currency: 'EUR' },
        deliveryOptions: [
          { key: 'standard', available: true, estimate: { fromDays: 2, toDays: 4 } },
          { key: 'express', available: true, amount: { amount: 995, currency: 'EUR' }, estimate: { fromDays: 1, toDays: 2 } },
        ],
        premium: { offered: true, member: false, fee: { amount: 990, currency: 'EUR' } },
        paymentOptions: { creditDecision: { approved: true } },
      },
    });

    const delivery = await browser.call(putDelivery, checkoutPaths.delivery, {
      method: PUT,
      body: { addressId, option: 'express', amount: 0, expressAmount: 1 },
    });
    expect(delivery).toMatchObject({ status: 200, body: { nextStep: 'payment', state: { delivery: { addressId, option: 'express' } } } });

    const options = await browser.call(getPaymentOptions, checkoutPaths.paymentOptions);
    const methods = (options.body!.methods as { method: string; available: boolean }[]).map((m) => m.method);
    expect(methods).toEqual(['invoice', 'instalments', 'payment-pause', 'paypal', 'visa', 'mastercard', 'amex', 'diners', 'discover', 'click-to-pay']);
    expect((options.body!.methods as unknown[]).slice(0, 3)).toMatchObject([
      { method: 'invoice', available: true },
      { method: 'instalments', available: false, refusal: 'AMOUNT_OUT_OF_RANGE' },
      { method: 'payment-pause', available: true, pause: { surchargeRateBp: 390, surcharge: { amount: 234 } } },
    ]);

    const payment = await browser.call(putPayment, checkoutPaths.payment, {
      method: PUT,
      body: { method: 'payment-pause', surcharge: { amount: 0 }, total: { amount: 1 } },
    });
    expect(payment).toMatchObject({ status: 200, body: { nextStep: 'review', state: { payment: { method: 'payment-pause' } } } });
    expect(await browser.call(putPayment, checkoutPaths.payment, { method: PUT, body: { method: 'instalments', months: 6 } })).toMatchObject({
      status: 422,
      body: { error: 'CHECKOUT_METHOD_UNAVAILABLE', refusal: 'AMOUNT_OUT_OF_RANGE' },
    });
    expect(await browser.call(putPremium, checkoutPaths.premium, { method: PUT, body: { take: true, fee: 0 } })).toMatchObject({
      status: 200,
      body: { nextStep: 'review', state: { premium: 'taken' } },
    });

    const review = await browser.call(getCheckoutOverview, checkoutPaths.checkout);
    // Premium taken with this order: parcel shipping is free, the fee is a charge; express and the pause surcharge too.
    expect(review.body).toMatchObject({
      nextStep: 'review',
      summary: {
        charges: [
          { kind: 'express', amount: { amount: 995 } },
          { kind: 'premium-fee', amount: { amount: 990 } },
          { kind: 'payment-pause-surcharge', amount: { amount: 234 } },
        ],
        total: { amount: 60_00 + 995 + 990 + 234 },
      },
    });
  });

  it('offers instalments with protection in nl and prices the protection on the server', async () => {
    const browser = new TestBrowser('nl.localhost:3000');
    const customerId = await signUp(browser);
    await putInBasket(database.db, testShop('nl'), customerId, { price: 1_200_00 });
    const addressId = await addAddress(browser, { ...address, street: 'Kinkerstraat', postalCode: '1053gr', city: 'Amsterdam', country: 'NL' });
    await browser.call(putDelivery, checkoutPaths.delivery, { method: PUT, body: { addressId } });
    const options = await browser.call(getPaymentOptions, checkoutPaths.paymentOptions);
    const instalments = (options.body!.methods as { method: string; instalments?: { rows: { months: number; monthlyRate: number }[] } }[]).find(
      (m) => m.method === 'instalments',
    )!;
    expect(instalments).toMatchObject({ available: true, instalments: { kind: 'plan', legalWarning: 'nl' } });
    const row = instalments.instalments!.rows.find((r) => r.months === 24)!;
    expect(await browser.call(putPayment, checkoutPaths.payment, { method: PUT, body: { method: 'instalments', months: 7 } })).toMatchObject({
      status: 422,
      body: { refusal: 'DURATION_NOT_OFFERED' },
    });
    expect(await browser.call(putPayment, checkoutPaths.payment, { method: PUT, body: { method: 'instalments', months: 24 } })).toMatchObject({
      body: { nextStep: 'protection' },
    });
    const offer = await browser.call(getProtection, checkoutPaths.protection);
    expect(offer.body).toMatchObject({
      offered: true,
      months: 24,
      monthlyRate: { amount: row.monthlyRate },
      covers: [
        { cover: 'basic', monthlyPremium: { amount: Math.round((row.monthlyRate * 90) / 10_000) } },
        { cover: 'full', monthlyPremium: { amount: Math.round((row.monthlyRate * 249) / 10_000) } },
      ],
    });
    const saved = await browser.call(putProtection, checkoutPaths.protection, {
      method: PUT,
      body: { employment: 'employed', dateOfBirth: '1984-08-12', cover: 'full', acceptTerms: true, monthlyPremium: { amount: 1 } },
    });
    expect(saved).toMatchObject({ status: 200, body: { nextStep: 'review' } });
    const review = await browser.call(getCheckoutOverview, checkoutPaths.checkout);
    const premium = Math.round((row.monthlyRate * 249) / 10_000);
    expect(review.body).toMatchObject({
      summary: { charges: [{ kind: 'protection', amount: { amount: premium * 24 } }], total: { amount: 1_200_00 + premium * 24 } },
    });
    expect(await browser.call(putPremium, checkoutPaths.premium, { method: PUT, body: { take: true } })).toMatchObject({
      status: 409,
      body: { error: 'CHECKOUT_PREMIUM_NOT_OFFERED' },
    });
  });

  it('declines credit methods for the demo name, and offers no method at all to a minor', async () => {
    const declined = new TestBrowser();
    const id = await signUp(declined, { lastName: 'Ablehnung' });
    await putInBasket(database.db, testShop('de'), id, { price: 50_00 });
    const options = await declined.call(getPaymentOptions, checkoutPaths.paymentOptions);
    expect(options.body).toMatchObject({ creditDecision: { approved: false, reason: 'CREDIT_DEMO_DECLINE' } });
    expect((options.body!.methods as unknown[]).slice(0, 4)).toMatchObject([
      { method: 'invoice', available: false, refusal: 'CREDIT_DECLINED' },
      { method: 'instalments', available: false },
      { method: 'payment-pause', available: false, refusal: 'CREDIT_DECLINED' },
      { method: 'paypal', available: true },
    ]);
    expect(await declined.call(putPayment, checkoutPaths.payment, { method: PUT, body: { method: 'invoice' } })).toMatchObject({
      status: 422,
      body: { error: 'CHECKOUT_METHOD_UNAVAILABLE', refusal: 'CREDIT_DECLINED' },
    });
    expect((await declined.call(putPayment, checkoutPaths.payment, { method: PUT, body: { method: 'paypal' } })).status).toBe(200);

    const minor = new TestBrowser();
    const minorId = await signUp(minor, { dateOfBirth: '2012-03-04' });
    await putInBasket(database.db, testShop('de'), minorId, { price: 50_00 });
    expect(await minor.call(getPaymentOptions, checkoutPaths.paymentOptions)).toMatchObject({
      status: 409,
      body: { error: 'CHECKOUT_NO_PAYMENT_METHOD', reason: 'CREDIT_UNDERAGE' },
    });
    expect(await minor.call(putPayment, checkoutPaths.payment, { method: PUT, body: { method: 'visa' } })).toMatchObject({
      status: 409,
      body: { error: 'CHECKOUT_NO_PAYMENT_METHOD', reason: 'CREDIT_UNDERAGE' },
    });
  });

  it('keeps address books apart: another customer’s id is unknown, another shop does not know the session', async () => {
    const a = new TestBrowser();
    const b = new TestBrowser();
    await signUp(a);
    const bId = await signUp(b);
    const addressOfA = await addAddress(a);
    await putInBasket(database.db, testShop('de'), bId, { price: 30_00 });
    expect(await b.call(putDelivery, checkoutPaths.delivery, { method: PUT, body: { addressId: addressOfA } })).toMatchObject({
      status: 404,
      body: { error: 'ADDRESS_NOT_FOUND' },
    });
    expect(await b.call((r) => putAddress(r, addressOfA), `/api/customer/addresses/${addressOfA}`, { method: PUT, body: { ...address, city: 'Hamburg', postalCode: '20095' } })).toMatchObject({ status: 404 });
    expect(await b.call((r) => removeAddress(r, addressOfA), `/api/customer/addresses/${addressOfA}`, { method: DELETE })).toMatchObject({ status: 404 });
    expect((await b.call(getAddresses, checkoutPaths.addresses)).body).toEqual({ addresses: [] });
    expect((await a.call(getAddresses, checkoutPaths.addresses)).body).toMatchObject({ addresses: [{ id: addressOfA, city: 'Berlin' }] });
    // The same cookies sent to the Austrian shop: no session there.
    expect(await a.call(getAddresses, checkoutPaths.addresses, { host: 'at.localhost:3000' })).toMatchObject({
      status: 401,
      body: { level: 'anonymous' },
    });
    expect(await a.call(postAddress, checkoutPaths.addresses, { body: { ...address, postalCode: '1043A', lastName: 'X1' } })).toMatchObject({
      status: 422,
      body: { error: 'ADDRESS_INVALID', fields: { postalCode: 'NUMBERS_ONLY', lastName: 'NO_SPECIAL_CHARACTERS_OR_NUMBERS' } },
    });
    expect((await a.call((r) => removeAddress(r, addressOfA), `/api/customer/addresses/${addressOfA}`, { method: DELETE })).body).toEqual({ deleted: true });
  });

  it('shows and cancels a premium membership as easily as it was taken', async () => {
    const browser = new TestBrowser();
    const id = await signUp(browser);
    expect(await browser.call(deletePremium, accountPaths.premium, { method: DELETE })).toMatchObject({ status: 404, body: { error: 'PREMIUM_NOT_MEMBER' } });
    await recordPremiumMembership(database.db, testShop('de'), id, null);
    expect((await browser.call(getPremium, accountPaths.premium)).body).toMatchObject({ member: true, activeUntil: null });
    const cancelled = await browser.call(deletePremium, accountPaths.premium, { method: DELETE });
    expect(cancelled).toMatchObject({ status: 200, body: { cancelled: true } });
    expect((await browser.call(getPremium, accountPaths.premium)).body).toMatchObject({
      member: true,
      renewsOn: null,
      activeUntil: cancelled.body!.activeUntil,
    });
  });
});

describe('parcel shop finder endpoint', () => {
  it('lists the nearest shops of the shop’s country with grouped, localized opening hours', async () => {
    const found = await new TestBrowser().call(getParcelShops, '/api/parcel-shops?q=10115&country=DE');
    expect(found.status).toBe(200);
    const shops = found.body!.shops as { postalCode: string; distanceKm: number; openingHours: { days: string }[] }[];
    expect(shops[0]).toMatchObject({ postalCode: '10115', distanceKm: 0, country: 'DE' });
    expect(shops[0]!.openingHours[0]!.days).toMatch(/^Mo–(Fr|Sa)$/);
    const dutch = await new TestBrowser('nl.localhost:3000').call(getParcelShops, '/api/parcel-shops?q=utrecht');
    expect((dutch.body!.shops as { openingHours: { days: string }[] }[])[0]!.openingHours[0]!.days).toMatch(/^ma–/);
    expect(await new TestBrowser().call(getParcelShops, '/api/parcel-shops?q=1010&country=AT')).toMatchObject({
      status: 422,
      body: { error: 'PARCEL_SHOP_COUNTRY_NOT_DELIVERED' },
    });
    expect((await new TestBrowser().call(getParcelShops, '/api/parcel-shops?q=1')).status).toBe(400);
  });
});
