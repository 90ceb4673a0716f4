// The checkout as shoppers use it: a new customer in de registers from the checkout, buys on invoice and withdraws
// from the contract through the mail's link; in ch (fr) with a card through the test payment page; in nl in
// instalments with payment protection; in at with the payment pause, then pays it with the payment link the ERP
// sends; a declined credit check with a PayPal payment that is first cancelled and then retried; a minor who cannot
// order at all. axe on every step.
import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/platform/i18n/format';
import { addresses, guestInCheckout, putInBasket, registerInCheckout, saveNewAddress, typeDate, type BasketGoods } from './support/checkout';
import { consentCookies } from './support/consent';
import { erpHeaders } from './support/erp';
import { expect, test } from './support/fixtures';
import { newCustomer, signUp, waitForMail, type TestCustomer } from './support/identity';
import { escapeRegExp, fill, messagesFor } from './support/messages';
import { shop, type Shop } from './support/shops';

type Axe = () => Promise<void>;

/** A step's URL, with or without a query. */
const at = (s: Shop, key: Parameters<Shop['url']>[0]) => new RegExp(`^${escapeRegExp(s.url(key))}(\\?.*)?$`);
const orderNumberPattern = (s: Shop) => new RegExp(`${s.tenant.toUpperCase()}-\\d{4}-\\d{6}`);

/** Goods in the basket as a visitor, then registration over the API: the activation lands in the checkout. */
async function signUpWithGoods(page: Page, s: Shop, customer: TestCustomer, term: string, min: number, max: number) {
  await page.goto(s.url('/basket'));
  const goods = await putInBasket(page, s, term, min, max);
  await signUp(page, s, customer, '/checkout/delivery');
  return goods;
}

/** A new address in the delivery step (salutation and name come filled in), then standard delivery. */
async function deliverToNewAddress(page: Page, s: Shop, axe: Axe, then: Parameters<Shop['url']>[0] = '/checkout/payment') {
  const c = messagesFor(s.locale).checkout;
  const a = addresses[s.tenant];
  await expect(page.getByRole('heading', { level: 1, name: c.delivery.title })).toBeVisible();
  await expect(page.getByLabel(c.address.firstName, { exact: true })).toHaveValue(a.firstName);
  await axe();
  await saveNewAddress(page, s);
  await page.getByRole('button', { name: c.delivery.continue }).click();
  await expect(page).toHaveURL(at(s, then));
}

async function choosePayment(page: Page, s: Shop, method: string, axe: Axe) {
  const c = messagesFor(s.locale).checkout;
  await expect(page.getByRole('heading', { level: 1, name: c.payment.title })).toBeVisible();
  const group = page.getByRole('radiogroup', { name: c.payment.legend });
  await expect(group).toBeVisible();
  // The browser tests run the shops as demo shops (PAYMENT_TEST_MODE, playwright.config.ts): every page says so.
  const simulated = messagesFor(s.locale).payment.simulated;
  await expect(page.getByRole('note', { name: simulated.label })).toHaveText(simulated.text);
  await axe();
  await group.getByText(method, { exact: true }).click();
}

/** de and at offer the premium membership on the review page; it blocks nothing, and these shoppers leave it. */
async function passPremiumOffer(page: Page, s: Shop, axe: Axe) {
  const c = messagesFor(s.locale).checkout;
  await expect(page).toHaveURL(s.url('/checkout'));
  const offer = page.getByRole('region', { name: c.review.premium });
  await expect(offer.getByRole('button', { name: new RegExp(escapeRegExp(c.premium.take.split('{')[0]!)) })).toBeVisible();
  await expect(page.getByRole('navigation', { name: c.steps.label }).getByText(c.steps.premium, { exact: true })).toHaveCount(0);
  await axe();
}

/** The review page with its legal links; places the order. */
async function placeOrder(page: Page, s: Shop, goods: BasketGoods, axe: Axe, expectOnReview: string[] = []) {
  const c = messagesFor(s.locale).checkout;
  await expect(page).toHaveURL(s.url('/checkout'));
  await expect(page.getByRole('heading', { level: 1, name: c.review.title })).toBeVisible();
  await expect(page.getByText(goods.name).first()).toBeVisible();
  // In the page's main part: the header's closed service menu holds texts too ("Sa 08:00–12:00").
  for (const text of expectOnReview) await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
  await axe();
  await page.getByRole('button', { name: c.review.placeOrder }).click();
}

/** The confirmation page: heading, goods, order number (returned). */
async function confirmation(page: Page, s: Shop, goods: BasketGoods, axe: Axe): Promise<string> {
  const c = messagesFor(s.locale).checkout;
  await expect(page).toHaveURL(at(s, '/checkout/confirmation'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: c.confirmation.title })).toBeVisible();
  await expect(page.getByText(goods.name).first()).toBeVisible();
  const text = await page.getByText(orderNumberPattern(s)).first().textContent();
  await axe();
  return text!.match(orderNumberPattern(s))![0];
}

/** The development provider's hosted page: clearly a test, no card fields; answers with the chosen outcome. */
async function testPaymentPage(page: Page, s: Shop, outcome: 'pay' | 'fail' | 'cancel', axe: Axe) {
  const p = messagesFor(s.locale).payment.testPage;
  await expect(page).toHaveURL(/\/api\/psp-test\/pay\//, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
  await expect(page.getByText(p.banner)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await axe();
  await page.getByRole('button', { name: p[outcome], exact: true }).click();
}

test.describe('checkout', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new customer in de registers from the checkout, buys on invoice and withdraws through the mail link', async ({ page, axe }) => {
    const s = shop('de-DE');
    const c = messagesFor(s.locale).checkout;
    const w = messagesFor(s.locale).orders.withdrawal;
    const customer = newCustomer('kasse-de');
    await page.goto(s.url('/basket'));
    const goods = await putInBasket(page, s, 'Kleid', 30_00, 120_00);

    await registerInCheckout(page, s, customer, axe);
    await deliverToNewAddress(page, s, axe);
    await choosePayment(page, s, c.payment.methods.invoice, axe);
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
    await passPremiumOffer(page, s, axe);
    await placeOrder(page, s, goods, axe, [c.review.invoiceDue]);
    for (const name of [/AGB/, /Widerrufsbelehrung/, /Datenschutz/]) await expect(page.getByRole('link', { name }).first()).toBeVisible();
    const orderNumber = await confirmation(page, s, goods, axe);

    const mail = await waitForMail(customer.email, 'orderConfirmation');
    expect(mail.locale).toBe('de-DE');
    expect(mail.text).toContain(orderNumber);
    expect(mail.text).toContain(formatMoney({ amount: goods.price, currency: 'EUR' }, 'de-DE'));

    // The withdrawal function of § 356a BGB: from the mail, without logging in, in a fresh browser.
    expect(mail.link).toContain('/vertrag-widerrufen#token=');
    await page.context().clearCookies();
    await page.context().addCookies(consentCookies());
    await page.goto(mail.link!);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    await axe();
    await page.getByRole('button', { name: w.button, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.confirmQuestion })).toBeFocused();
    await page.getByRole('button', { name: w.confirmButton }).click();
    await expect(page.getByRole('status').filter({ hasText: w.done.slice(0, 20) })).toBeVisible();
    await axe();
    const acknowledgement = await waitForMail(customer.email, 'withdrawalConfirmation');
    expect(acknowledgement.text).toContain(orderNumber);

    // The link stays readable, and says it is done (the page took the token out of the address bar, so it is opened
    // anew from the mail); a forged token shows the invalid-link message.
    await page.goto('about:blank');
    await page.goto(mail.link!);
    await expect(page.getByRole('status').filter({ hasText: w.done.slice(0, 20) })).toBeVisible();
    await page.goto('about:blank');
    await page.goto(s.url('/order-withdrawal') + '#token=' + 'A'.repeat(43));
    await expect(page.getByText(messagesFor(s.locale).orders.errors.WITHDRAWAL_LINK_INVALID)).toHaveAttribute('role', 'alert');
  });

  test('a customer in nl buys in instalments with payment protection', async ({ page, axe }) => {
    const s = shop('nl-NL');
    const c = messagesFor(s.locale).checkout;
    const f = messagesFor(s.locale).financing;
    const customer = newCustomer('kasse-nl');
    const goods = await signUpWithGoods(page, s, customer, 'jas', 120_00, 400_00);

    await deliverToNewAddress(page, s, axe);
    await choosePayment(page, s, c.payment.methods.instalments, axe);
    await page.getByRole('group', { name: f.durationLegend }).getByText(fill(f.months, { months: 12 }), { exact: true }).click();
    await expect(page.getByText(f.legalHeading)).toBeVisible();
    await axe();
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();

    await expect(page).toHaveURL(s.url('/checkout/payment-protection'));
    await expect(page.getByRole('heading', { level: 1, name: c.protection.title })).toBeVisible();
    // The button waits until the form is filled (SPEC §5).
    const take = page.getByRole('button', { name: c.protection.take });
    await expect(take).toBeDisabled();
    await axe();
    await page.getByRole('radiogroup', { name: c.protection.employment }).getByText(c.protection.employments.employed, { exact: true }).click();
    await typeDate(page, page.getByRole('group', { name: c.protection.dateOfBirth }), '1984-08-12');
    await page.getByRole('radiogroup', { name: c.protection.cover }).getByText(c.protection.covers.full, { exact: true }).click();
    await page.getByLabel(c.protection.acceptTerms).check();
    await take.click();

    await placeOrder(page, s, goods, axe, [fill(c.review.instalmentMonths, { months: 12 }).split(' ')[0]!, c.review.protection]);
    const orderNumber = await confirmation(page, s, goods, axe);
    await expect(page.getByRole('table').filter({ hasText: c.confirmation.planDue })).toBeVisible();
    await expect(page.getByRole('table').filter({ hasText: c.confirmation.planDue }).getByRole('row')).toHaveCount(13);
    const mail = await waitForMail(customer.email, 'orderConfirmation');
    expect(mail.locale).toBe('nl-NL');
    expect(mail.text).toContain(orderNumber);
  });

  test('the three change pages of the review (delivery, payment, payment protection) each lead back with the change (de)', async ({ page, axe }) => {
    const s = shop('de-DE');
    const m = messagesFor(s.locale);
    const c = m.checkout;
    const goods = await signUpWithGoods(page, s, newCustomer('kasse-aendern'), 'Jacke', 120_00, 400_00);
    await deliverToNewAddress(page, s, axe);
    await choosePayment(page, s, c.payment.methods.instalments, axe);
    await page.getByRole('group', { name: m.financing.durationLegend }).getByText(fill(m.financing.months, { months: 12 }), { exact: true }).click();
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
    await expect(page).toHaveURL(s.url('/checkout/payment-protection'));
    await page.getByRole('button', { name: c.protection.decline }).click();
    await expect(page).toHaveURL(s.url('/checkout'));
    const block = (title: string) => page.getByRole('region', { name: title, exact: true });
    const change = (title: string) => block(title).getByRole('link', { name: new RegExp(`^${escapeRegExp(c.review.change)}\\s?: ${escapeRegExp(title)}$`) });

    // Delivery: express instead of standard.
    await change(c.review.delivery).click();
    await expect(page).toHaveURL(s.url('/checkout/delivery-change'));
    await expect(page.getByRole('heading', { level: 1, name: c.delivery.title })).toBeVisible();
    await axe();
    await page.getByRole('radiogroup', { name: c.delivery.optionLegend }).getByText(c.delivery.options.express, { exact: true }).click();
    await page.getByRole('button', { name: c.delivery.saveAndReturn }).click();
    await expect(page).toHaveURL(s.url('/checkout'));
    await expect(block(c.review.delivery)).toContainText(c.delivery.options.express);
    await expect(page.getByRole('region', { name: c.review.total })).toContainText(c.summary.charges.express);

    // Payment protection: taken after all.
    await change(c.review.protection).click();
    await expect(page).toHaveURL(s.url('/checkout/payment-protection-update'));
    await axe();
    await page.getByRole('radiogroup', { name: c.protection.employment }).getByText(c.protection.employments.employed, { exact: true }).click();
    await typeDate(page, page.getByRole('group', { name: c.protection.dateOfBirth }), '1984-08-12');
    await page.getByRole('radiogroup', { name: c.protection.cover }).getByText(c.protection.covers.full, { exact: true }).click();
    await page.getByLabel(c.protection.acceptTerms).check();
    await page.getByRole('button', { name: c.protection.take }).click();
    await expect(page).toHaveURL(s.url('/checkout'));
    await expect(block(c.review.protection)).toContainText(fill(c.review.protectionTaken, { cover: c.review.covers.full }));

    // Payment: on invoice instead; the protection goes with the instalments.
    await change(c.review.payment).click();
    await expect(page).toHaveURL(s.url('/checkout/payment-change'));
    await axe();
    await page.getByRole('radiogroup', { name: c.payment.legend }).getByText(c.payment.methods.invoice, { exact: true }).click();
    await page.getByRole('button', { name: c.payment.saveAndReturn }).click();
    await expect(page).toHaveURL(s.url('/checkout'));
    await expect(block(c.review.payment)).toContainText(c.payment.methods.invoice);
    await expect(block(c.review.protection)).toHaveCount(0);
    await placeOrder(page, s, goods, axe, [c.review.invoiceDue]);
    await confirmation(page, s, goods, axe);
  });

  test('a customer in at takes the payment pause and later pays it with the payment link', async ({ page, axe }) => {
    const s = shop('de-AT');
    const c = messagesFor(s.locale).checkout;
    const pl = messagesFor(s.locale).paylink;
    const customer = newCustomer('kasse-at');
    const goods = await signUpWithGoods(page, s, customer, 'Sneaker', 40_00, 150_00);

    await deliverToNewAddress(page, s, axe);
    await choosePayment(page, s, c.payment.methods['payment-pause'], axe);
    await page.getByRole('button', { name: c.payment.toPause }).click();
    await expect(page).toHaveURL(s.url('/checkout/payment-pause'));
    await expect(page.getByRole('heading', { level: 1, name: c.pause.title })).toBeVisible();
    await expect(page.getByText(c.pause.surcharge, { exact: true })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: c.pause.confirm }).click();
    // Premium, added on the review page (an offer, no step) and cancelled later in the account, as easily: the fee
    // joins the totals at once.
    await expect(page).toHaveURL(s.url('/checkout'));
    const fee = formatMoney({ amount: 9_90, currency: 'EUR' }, s.locale);
    const offer = page.getByRole('region', { name: c.review.premium });
    await offer.getByRole('button', { name: fill(c.premium.take, { fee }) }).click();
    await expect(offer.getByText(fill(c.review.premiumTaken, { fee }))).toBeVisible();
    await expect(page.getByRole('region', { name: c.review.total }).getByText(c.summary.charges['premium-fee'])).toBeVisible();
    await placeOrder(page, s, goods, axe, [c.summary.charges['payment-pause-surcharge']]);
    const orderNumber = await confirmation(page, s, goods, axe);

    // The ERP sends a payment link for the open amount (integration API with the tenant's development key).
    const issued = await page.request.post(`${s.origin}/api/integration/v1/orders/${orderNumber}/paylinks`, {
      headers: erpHeaders('at'),
      data: {},
    });
    expect(issued.status()).toBe(201);
    const { paylink } = (await issued.json()) as { paylink: { url: string; amount: number } };
    expect(paylink.amount).toBeGreaterThan(goods.price);
    const openAmount = formatMoney({ amount: paylink.amount, currency: 'EUR' }, s.locale);

    const link = new URL(paylink.url);
    await page.goto(`${s.origin}${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: pl.heading })).toBeVisible();
    await expect(page.getByText(openAmount).first()).toBeVisible();
    await axe();
    await page.getByRole('group', { name: pl.methodLegend }).getByText('Mastercard', { exact: true }).click();
    await page.getByRole('button', { name: pl.pay }).click();
    await testPaymentPage(page, s, 'pay', axe);
    await expect(page).toHaveURL(at(s, '/paylink/returning-success'));
    const outcome = messagesFor(s.locale).payment.outcome;
    const result = page.getByRole('status', { name: outcome.paidHeading });
    await expect(result).toBeVisible();
    await expect(result).toContainText(openAmount);
    await axe();

    // The same link again: nothing left to pay.
    await page.goto(`${s.origin}${link.pathname}${link.search}`);
    await expect(page.getByText(pl.paidText)).toBeVisible();

    // The account lists the order, and the membership is cancelled with one button and one confirmation.
    const a = messagesFor(s.locale).account;
    await page.goto(s.url('/account'));
    const orders = page.getByRole('region', { name: a.orders.heading });
    await expect(orders.getByText(orderNumber)).toBeVisible();
    await expect(orders.getByText(messagesFor(s.locale).orders.status.placed, { exact: true })).toBeVisible();
    const premium = page.getByRole('region', { name: a.premium.heading });
    await premium.getByRole('button', { name: a.premium.cancel }).click();
    await axe();
    await premium.getByRole('button', { name: a.premium.confirm }).click();
    await expect(premium.getByRole('status')).toContainText(a.premium.cancelled.split('{date}')[0]!.trim());
    await page.reload();
    await expect(premium.getByRole('button', { name: a.premium.cancel })).toHaveCount(0);
    await expect(premium).toContainText(a.premium.cancelled.split('{date}')[0]!.trim());
  });

  test('a declined credit check leaves the card and PayPal; a cancelled PayPal payment can be tried again', async ({ page, axe }) => {
    const s = shop('de-DE');
    const c = messagesFor(s.locale).checkout;
    const paid = c.paid;
    // The documented demo switch of the credit check (decision 0012).
    const customer = { ...newCustomer('kasse-decline'), lastName: 'Ablehnung' };
    const goods = await signUpWithGoods(page, s, customer, 'Kleid', 30_00, 120_00);

    await deliverToNewAddress(page, s, axe);
    await expect(page.getByText(c.payment.creditDeclinedNote)).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(escapeRegExp(c.payment.methods.invoice)) })).toBeDisabled();
    await expect(page.getByText(c.payment.refusals.CREDIT_DECLINED).first()).toBeVisible();
    await choosePayment(page, s, 'PayPal', axe);
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
    await passPremiumOffer(page, s, axe);
    await placeOrder(page, s, goods, axe);

    await testPaymentPage(page, s, 'cancel', axe);
    await expect(page).toHaveURL(at(s, '/checkout/paid'));
    await expect(page.getByText(paid.cancelled)).toBeVisible();
    await axe();
    // The mail says the payment is not completed, until when the order waits, and leads back to this page.
    const notCompleted = await waitForMail(customer.email, 'paymentNotCompleted');
    expect(notCompleted.text).toContain('Du hast die Zahlung mit PayPal');
    expect(notCompleted.text).toContain('stornieren wir die Bestellung automatisch');
    await page.goto(notCompleted.link!);
    await expect(page.getByText(paid.cancelled)).toBeVisible();
    await page.getByRole('button', { name: paid.retry }).click();
    await testPaymentPage(page, s, 'pay', axe);
    await confirmation(page, s, goods, axe);
  });

  test('a customer in de has the parcel delivered to a parcel shop found by postal code', async ({ page, axe }) => {
    const s = shop('de-DE');
    const c = messagesFor(s.locale).checkout;
    const customer = newCustomer('kasse-paketshop');
    const goods = await signUpWithGoods(page, s, customer, 'Kleid', 30_00, 120_00);

    await expect(page.getByRole('heading', { level: 1, name: c.delivery.title })).toBeVisible();
    await page.getByRole('radiogroup', { name: c.delivery.modeLegend }).getByText(c.delivery.modeParcelShop, { exact: true }).click();
    const finder = page.getByRole('search', { name: c.parcelShop.searchLabel });
    // An empty search says what to enter instead of searching.
    await finder.getByRole('button', { name: c.parcelShop.search }).click();
    await expect(page.getByText(c.parcelShop.queryRequired)).toBeVisible();
    await finder.getByLabel(c.parcelShop.query).fill('10115');
    await finder.getByRole('button', { name: c.parcelShop.search }).click();
    const results = page.getByRole('radiogroup', { name: c.parcelShop.results });
    await expect(results.getByRole('radio').first()).toBeVisible();
    await axe();
    const first = results.getByRole('radio').first();
    await first.click({ force: true });
    await expect(page.getByText(c.delivery.chosenParcelShop.split('{name}')[0]!.trim())).toBeVisible();
    // The recipient comes filled in from the account.
    await expect(page.getByLabel(c.delivery.firstName, { exact: true })).toHaveValue(customer.firstName);
    await page.getByRole('button', { name: c.delivery.continue }).click();
    await expect(page).toHaveURL(s.url('/checkout/payment'));

    await choosePayment(page, s, c.payment.methods.invoice, axe);
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
    await passPremiumOffer(page, s, axe);
    await placeOrder(page, s, goods, axe, [c.review.parcelShop.split('{name}')[0]!.trim()]);
    await confirmation(page, s, goods, axe);
  });

  test('a minor gets no payment method and lands on the notice with the reason', async ({ page, axe }) => {
    const s = shop('de-DE');
    const c = messagesFor(s.locale).checkout;
    const customer = { ...newCustomer('kasse-minor'), dateOfBirth: '2014-03-01' };
    await signUpWithGoods(page, s, customer, 'Kleid', 30_00, 120_00);

    // The payment step finds no method for a minor and sends the shopper on to the notice.
    await deliverToNewAddress(page, s, axe, '/checkout/notice');
    await expect(page.getByRole('heading', { level: 1, name: c.notice.title })).toBeVisible();
    await expect(page.getByRole('link', { name: c.notice.toBasket })).toBeVisible();
    await axe();
  });
});

test.describe('guest checkout', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a first-time buyer in de orders as a guest on invoice, then makes it an account from the confirmation', async ({ page, axe }) => {
    const s = shop('de-DE');
    const c = messagesFor(s.locale).checkout;
    const id = messagesFor(s.locale).identity;
    const customer = newCustomer('gast-de');
    await page.goto(s.url('/basket'));
    const goods = await putInBasket(page, s, 'Kleid', 30_00, 120_00);
    await guestInCheckout(page, s, customer, axe);
    // A guest session opens the checkout only: no login state for the header, no device secret for a later visit.
    const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookieNames).toContain('sf_session');
    expect(cookieNames).not.toContain('sf_login');
    expect(cookieNames).not.toContain('sf_device');
    await deliverToNewAddress(page, s, axe);
    await choosePayment(page, s, c.payment.methods.invoice, axe);
    // Instalments and the pause are shown but need an account.
    const group = page.getByRole('radiogroup', { name: c.payment.legend });
    await expect(group.getByText(c.payment.refusals.ACCOUNT_REQUIRED)).toHaveCount(2);
    await expect(group.getByRole('radio', { name: new RegExp(c.payment.methods.instalments) })).toBeDisabled();
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
    // No premium offer for a guest.
    await expect(page).toHaveURL(s.url('/checkout'));
    await expect(page.getByRole('region', { name: c.review.premium })).toHaveCount(0);
    await placeOrder(page, s, goods, axe, [c.review.invoiceDue]);
    const orderNumber = await confirmation(page, s, goods, axe);
    const mail = await waitForMail(customer.email, 'orderConfirmation');
    expect(mail.text).toContain(orderNumber);

    // An account afterwards: a password here, the activation link in the mail, and the order is in the account.
    const offer = page.getByRole('region', { name: c.guest.accountHeading });
    await offer.getByLabel(id.register.password, { exact: true }).fill(customer.password);
    await offer.getByRole('button', { name: c.guest.accountSubmit }).click();
    await expect(offer.getByRole('status')).toHaveText(c.guest.accountSent);
    await axe();
    const activation = await waitForMail(customer.email, 'activation');
    await page.goto(activation.link!);
    await page.getByLabel(id.activate.password, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: id.activate.submit }).click();
    await expect(page).not.toHaveURL(new RegExp(escapeRegExp(s.url('/register'))));
    await page.goto(s.url('/account'));
    await expect(page.getByRole('region', { name: messagesFor(s.locale).account.orders.heading }).getByText(orderNumber)).toBeVisible();
  });

  test('a guest in ch (fr) gets field messages without losing input, and the mail points to the contact page', async ({ page, axe }) => {
    const s = shop('fr-CH');
    const c = messagesFor(s.locale).checkout;
    const id = messagesFor(s.locale).identity;
    const customer = newCustomer('gast-ch');
    await page.goto(s.url('/basket'));
    const goods = await putInBasket(page, s, 'robe', 30_00, 150_00);
    await page.goto(s.url('/checkout'));
    const form = page.getByRole('region', { name: c.guest.heading });
    await form.getByRole('radiogroup', { name: id.register.salutation }).getByText(id.register.female, { exact: true }).click();
    await form.getByLabel(id.register.firstName, { exact: true }).fill(customer.firstName);
    await form.getByLabel(id.register.lastName, { exact: true }).fill(customer.lastName);
    await form.getByLabel(id.register.email, { exact: true }).fill('pas-une-adresse');
    await form.getByRole('button', { name: c.guest.submit }).click();
    await expect(form.getByText(id.validation.emailInvalid)).toBeVisible();
    await expect(form.getByLabel(id.register.firstName, { exact: true })).toHaveValue(customer.firstName);
    await axe();
    await form.getByLabel(id.register.email, { exact: true }).fill(customer.email);
    await form.getByRole('button', { name: c.guest.submit }).click();
    await expect(page).toHaveURL(s.url('/checkout/delivery'));

    await deliverToNewAddress(page, s, axe);
    await choosePayment(page, s, c.payment.methods.invoice, axe);
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
    await placeOrder(page, s, goods, axe);
    const orderNumber = await confirmation(page, s, goods, axe);
    const mail = await waitForMail(customer.email, 'orderConfirmation');
    expect(mail.text).toContain(orderNumber);
    // No withdrawal link in Switzerland and no account: the mail's button opens the contact page.
    expect(mail.link).toContain(s.url('/service/contact'));
  });
});

test.describe('checkout on a phone in dark mode', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 360, height: 780 }, colorScheme: 'dark' });

  test('a customer in ch (fr) pays by card on the test payment page, on a 360 px phone in dark mode', async ({ page, axe }) => {
    const s = shop('fr-CH');
    const c = messagesFor(s.locale).checkout;
    const customer = newCustomer('kasse-ch');
    const goods = await signUpWithGoods(page, s, customer, 'robe', 30_00, 150_00);

    await deliverToNewAddress(page, s, axe);
    await choosePayment(page, s, 'Visa', axe);
    await expect(page.getByText(c.payment.details.provider)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    // Nothing wider than the phone: no sideways scrolling in the steps.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
    // No premium in ch: straight to the review.
    await placeOrder(page, s, goods, axe, [c.review.providerNote]);
    await testPaymentPage(page, s, 'pay', axe);
    await expect(page).toHaveURL(at(s, '/checkout/confirmation'), { timeout: 15_000 });
    const orderNumber = await confirmation(page, s, goods, axe);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const mail = await waitForMail(customer.email, 'orderConfirmation');
    expect(mail.locale).toBe('fr-CH');
    expect(mail.text).toContain(orderNumber);
    // No withdrawal function in Switzerland: the mail's link opens the account, which lists the order.
    await page.goto(mail.link!);
    await expect(page).toHaveURL(s.url('/account'));
    await expect(page.getByRole('region', { name: messagesFor(s.locale).account.orders.heading }).getByText(orderNumber)).toBeVisible();
    await axe();
  });
});
