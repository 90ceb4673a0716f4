// Ordering as a guest (decision 0052): what a guest session reaches and what it never does, the payment methods a
// guest gets, the order, and the account afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sellable } from '@/commerce/basket/basket-factories';
import { paymentOptionsFor } from '@/commerce/checkout/payment-options';
import { placeOrder } from '@/commerce/checkout/place-order';
import { savePaymentChoice } from '@/commerce/checkout/save-payment-choice';
import { savePremiumChoice } from '@/commerce/checkout/save-premium-choice';
import { readyForCheckout } from '@/commerce/order/order-factories';
import { sessionPolicy } from '@/platform/auth/session-store';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { activateCustomer } from './activate-customer';
import { currentCustomer } from './current-customer';
import {
  activeCustomer,
  linkSecret,
  outboxMails,
  registration,
  testClock,
  testRequester,
  testShop,
  uniqueEmail,
} from './customer-factories';
import type { GuestInput } from './customer-input';
import { findCustomerByEmail, findCustomerById } from './customer-store';
import { requestGuestAccount } from './guest-account';
import { logIn } from './log-in';
import { logInWithCustomerNumber } from './log-in-with-customer-number';
import { registerCustomer } from './register-customer';
import { startGuestCheckout } from './start-guest-checkout';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const guestInput = (overrides: Partial<GuestInput> = {}): GuestInput => ({
  salutation: 'male',
  firstName: 'Jonas',
  lastName: 'Gast',
  email: uniqueEmail('gast'),
  dateOfBirth: '1990-04-02',
  ...overrides,
});

async function startGuest(shop = testShop('de'), input = guestInput()) {
  const started = await startGuestCheckout(database.db, shop, testRequester(), input);
  if (!started.ok) throw new Error(started.code);
  return { ...started, credentials: { session: started.session.secrets.session } };
}

describe('a guest session', () => {
  it('is the guest only where guests count: checkout, basket and order; anonymous everywhere else', async () => {
    const shop = testShop('de');
    const { customer, credentials } = await startGuest(shop);
    expect(customer.guest).toBe(true);
    const checkout = await currentCustomer(database.db, shop, credentials, { guests: 'allow' });
    expect(checkout).toMatchObject({ level: 'full', customer: { id: customer.id, guest: true } });
    // The account, the header, the wishlist: nobody — but the cookies are kept (guestSession), not cleared.
    expect(await currentCustomer(database.db, shop, credentials)).toEqual({ level: 'anonymous', guestSession: true });
    // Another shop does not know the session at all.
    expect(await currentCustomer(database.db, testShop('at'), credentials, { guests: 'allow' })).toEqual({ level: 'anonymous' });
  });

  it('ends after three hours and never becomes a recognised (soft) login', async () => {
    const clock = testClock();
    const shop = testShop('de', clock);
    const { credentials, session } = await startGuest(shop);
    clock.advance(sessionPolicy.guestMs - 60_000);
    expect((await currentCustomer(database.db, shop, credentials, { guests: 'allow' })).level).toBe('full');
    clock.advance(120_000);
    expect(await currentCustomer(database.db, shop, credentials, { guests: 'allow' })).toEqual({ level: 'anonymous' });
    // The device secret of a guest session is never handed out; even presented, it recognises nobody.
    const device = { device: session.secrets.device };
    expect(await currentCustomer(database.db, shop, device, { guests: 'allow' })).toEqual({ level: 'anonymous' });
  });

  it('is no login: the guest address logs nobody in, by password or by customer number and birth date', async () => {
    const shop = testShop('de');
    const input = guestInput();
    const { customer } = await startGuest(shop, input);
    expect(await findCustomerByEmail(database.db, 'de', input.email)).toBeUndefined();
    expect(await logIn(database.db, shop, testRequester(), { email: input.email, password: 'irgendwas' })).toEqual({
      ok: false,
      code: 'CUSTOMER_INVALID_CREDENTIALS',
    });
    const byNumber = await logInWithCustomerNumber(database.db, shop, testRequester(), {
      customerNumber: customer.customerNumber,
      dateOfBirth: input.dateOfBirth!,
    });
    expect(byNumber).toEqual({ ok: false, code: 'CUSTOMER_INVALID_CREDENTIALS' });
  });

  it('neither blocks nor touches an account of the same address: guests and the registration live side by side', async () => {
    const shop = testShop('de');
    const known = await activeCustomer(database.db, shop);
    const { customer } = await startGuest(shop, guestInput({ email: known.email }));
    const registered = await findCustomerByEmail(database.db, 'de', known.email);
    expect(registered?.id).not.toBe(customer.id);
    expect(await logIn(database.db, shop, testRequester(), { email: known.email, password: known.password })).toMatchObject({ ok: true });
    // And an address first used by a guest can still register.
    const input = guestInput();
    await startGuest(shop, input);
    expect(await registerCustomer(database.db, shop, testRequester(), registration({ email: input.email }))).toEqual({ ok: true });
    expect(await findCustomerByEmail(database.db, 'de', input.email)).toMatchObject({ guest: false });
  });

  it('is rate limited per client address', async () => {
    const shop = testShop('nl');
    const requester = testRequester();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await startGuestCheckout(database.db, shop, requester, guestInput()));
    expect(answers.slice(0, 10).every((a) => a.ok)).toBe(true);
    expect(answers[10]).toMatchObject({ ok: false, code: 'CUSTOMER_RATE_LIMITED' });
  });
});

describe('a guest order', () => {
  it('pays on invoice after the credit check; instalments, the pause and premium need an account', async () => {
    const shop = testShop('de');
    const { customer } = await startGuest(shop);
    const variantSku = await sellable(database.db, { price: 200_00, stock: 5 });
    await readyForCheckout(database.db, shop, customer.id, { lines: [{ variantSku, quantity: 1 }], payment: null });

    const options = await paymentOptionsFor(database.db, shop, customer, { baseAmount: 200_00, goodsAmount: 200_00 });
    const byMethod = Object.fromEntries(options.methods.map((m) => [m.method, m]));
    expect(byMethod.invoice).toMatchObject({ available: true });
    expect(byMethod.instalments).toMatchObject({ available: false, refusal: 'ACCOUNT_REQUIRED' });
    expect(byMethod['payment-pause']).toMatchObject({ available: false, refusal: 'ACCOUNT_REQUIRED' });
    expect(await savePaymentChoice(database.db, shop, customer, { method: 'instalments', months: 6 })).toMatchObject({
      ok: false,
      code: 'CHECKOUT_METHOD_UNAVAILABLE',
      refusal: 'ACCOUNT_REQUIRED',
    });
    expect(await savePremiumChoice(database.db, shop, customer, { take: true })).toEqual({
      ok: false,
      code: 'CHECKOUT_PREMIUM_NOT_OFFERED',
    });

    expect(await savePaymentChoice(database.db, shop, customer, { method: 'invoice' })).toMatchObject({ ok: true });
    const placed = await placeOrder(database.db, shop, customer, { idempotencyKey: randomUUID() });
    if (!placed.ok) throw new Error(placed.code);
    expect(placed.order.orderNumber).toMatch(/^DE-\d{4}-\d{6}$/);
    const [mail] = await outboxMails(database.db, 'de');
    expect(mail).toMatchObject({ to: expect.stringMatching(/^gast\./), params: { guest: 'yes' } });
  });

  it('refuses an instalment choice that reached the state some other way, at the order', async () => {
    const shop = testShop('at');
    const { customer } = await startGuest(shop);
    const variantSku = await sellable(database.db, { tenantId: 'at', price: 600_00, stock: 5 });
    await readyForCheckout(database.db, shop, customer.id, {
      lines: [{ variantSku, quantity: 1 }],
      payment: { method: 'instalments', months: 6 },
    });
    const placed = await placeOrder(database.db, shop, customer, { idempotencyKey: randomUUID() });
    expect(placed.ok).toBe(false);
  });
});

describe('the account afterwards', () => {
  it('takes a password, sends the activation link, and the activation makes the guest a customer who can log in', async () => {
    const shop = testShop('ch', testClock(), 'fr-CH');
    const input = guestInput();
    const { customer } = await startGuest(shop, input);
    expect(await requestGuestAccount(database.db, shop, customer, { password: 'Lindenblüte 12' })).toEqual({ ok: true });
    // Nothing changes before the address is proven.
    expect(await findCustomerById(database.db, 'ch', customer.id)).toMatchObject({ guest: true, activatedAt: null });
    const [mail] = await outboxMails(database.db, 'ch');
    expect(mail).toMatchObject({ template: 'activation', locale: 'fr-CH', to: input.email });

    const token = await linkSecret(database.db, shop, input.email, 'activate');
    const activated = await activateCustomer(database.db, shop, testRequester(), { token, password: 'Lindenblüte 12' });
    expect(activated).toMatchObject({ ok: true, customer: { id: customer.id, guest: false } });
    expect(await logIn(database.db, shop, testRequester(), { email: input.email, password: 'Lindenblüte 12' })).toMatchObject({
      ok: true,
      customer: { id: customer.id },
    });
  });

  it('answers alike for an address that has an account, mails its owner instead, and changes nothing', async () => {
    const shop = testShop('de');
    const known = await activeCustomer(database.db, shop);
    const { customer } = await startGuest(shop, guestInput({ email: known.email }));
    expect(await requestGuestAccount(database.db, shop, customer, { password: 'Neues Passwort 9' })).toEqual({ ok: true });
    const [mail] = await outboxMails(database.db, 'de');
    expect(mail).toMatchObject({ template: 'alreadyRegistered', to: known.email });
    expect(await findCustomerById(database.db, 'de', customer.id)).toMatchObject({ guest: true, passwordHash: null });
    expect(await logIn(database.db, shop, testRequester(), { email: known.email, password: known.password })).toMatchObject({ ok: true });
  });
});
