// Account helpers for browser tests: an order placed on invoice through the checkout as a shopper does it (the
// checkout's own tests check every step; this only needs an order to look at).
import { expect, type Page } from '@playwright/test';
import { putInBasket, saveNewAddress } from './checkout';
import { signUp, type TestCustomer } from './identity';
import { escapeRegExp, messagesFor } from './messages';
import type { Shop } from './shops';


/** Registers with goods in the basket, delivers to a new address, pays on invoice; returns the order number. */
export async function orderOnInvoice(
  page: Page,
  s: Shop,
  customer: TestCustomer,
  term = 'Kleid',
): Promise<{ orderNumber: string; goods: string }> {
  const c = messagesFor(s.locale).checkout;
  return placeNewCustomersOrder(page, s, customer, term, [30_00, 120_00], async () => {
    await page.getByRole('radiogroup', { name: c.payment.legend }).getByText(c.payment.methods.invoice, { exact: true }).click();
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
  });
}

/** As orderOnInvoice, in instalments over `months` without payment protection (goods of 120–400). */
export async function orderInInstalments(
  page: Page,
  s: Shop,
  customer: TestCustomer,
  term: string,
  months: number,
): Promise<{ orderNumber: string; goods: string }> {
  const m = messagesFor(s.locale);
  const c = m.checkout;
  return placeNewCustomersOrder(page, s, customer, term, [120_00, 400_00], async () => {
    await page.getByRole('radiogroup', { name: c.payment.legend }).getByText(c.payment.methods.instalments, { exact: true }).click();
    await page.getByRole('group', { name: m.financing.durationLegend }).getByText(m.financing.months.replace('{months}', String(months)), { exact: true }).click();
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
    await expect(page).toHaveURL(s.url('/checkout/payment-protection'));
    await page.getByRole('button', { name: c.protection.decline }).click();
  });
}

async function placeNewCustomersOrder(
  page: Page,
  s: Shop,
  customer: TestCustomer,
  term: string,
  [min, max]: [number, number],
  pay: () => Promise<void>,
): Promise<{ orderNumber: string; goods: string }> {
  const c = messagesFor(s.locale).checkout;
  await page.goto(s.url('/basket'));
  const goods = await putInBasket(page, s, term, min, max);
  await signUp(page, s, customer, '/checkout/delivery');
  await saveNewAddress(page, s);
  await page.getByRole('button', { name: c.delivery.continue }).click();
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(s.url('/checkout/payment'))}`));
  await pay();
  await expect(page).toHaveURL(s.url('/checkout'));
  // The shops with a loyalty programme name the points the order earns (Payback in de, jö in at).
  const loyalty = { de: 'payback', at: 'joe' } as const;
  if (s.tenant === 'de' || s.tenant === 'at')
    await expect(page.getByText(messagesFor(s.locale).loyalty[loyalty[s.tenant]].split('{')[0]!)).toBeVisible();
  await page.getByRole('button', { name: c.review.placeOrder }).click();
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(s.url('/checkout/confirmation'))}`), { timeout: 15_000 });
  const pattern = new RegExp(`${s.tenant.toUpperCase()}-\\d{4}-\\d{6}`);
  const text = await page.getByText(pattern).first().textContent();
  return { orderNumber: text!.match(pattern)![0], goods: goods.name };
}
