// The shop by keyboard (issue 21): from a fresh page to the first search result in few Tab stops in every shop —
// the main navigation's top categories are the only stops of the menu (a disclosure button per category opens its
// flyout); Escape closes it and gives focus back to its button. And a whole purchase without the mouse in every
// tenant: search, product, size, basket layer, basket, guest checkout, address, invoice, order — each checkout step
// starts with the focus on its heading.
import type { Locator, Page } from '@playwright/test';
import { addresses } from './support/checkout';
import { expect, test } from './support/fixtures';
import { restockFirstResult } from './support/erp';
import { newCustomer } from './support/identity';
import { escapeRegExp, fill, messagesFor } from './support/messages';
import { dressTerm, shop, shops } from './support/shops';


/** Presses Tab until `reached` says so; answers how many presses it took (fails past `limit`, naming the stops). */
/**
 * Tab stops from a search result page's top to its first product: 78–92 by shop (the Austrian shop has one more
 * advantage link; the search history's three stops show when its list has loaded before the focus passes the field).
 * The mega menu's links as stops, the regression this guards against, would add ~110.
 */
const STOPS_TO_FIRST_RESULT = 100;

async function tabUntil(page: Page, reached: () => Promise<boolean>, limit: number): Promise<number> {
  const stops: string[] = [];
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await reached()) return presses;
    stops.push(
      await page.evaluate(() => {
        const e = document.activeElement;
        return e ? `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}"` : 'none';
      }),
    );
  }
  throw new Error(`not reached within ${limit} Tab stops: ${stops.join(' → ')}`);
}

/** Tabs to `target` once the page shows it (fails past `limit`), answers the presses. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<number> {
  await expect(target).toBeVisible();
  return tabUntil(page, () => target.evaluate((e) => e === document.activeElement), limit);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string, limit = 8): Promise<number> {
  const presses = await tabTo(page, field, limit);
  await page.keyboard.type(text);
  return presses;
}

for (const s of [shop('de-DE'), shop('de-AT'), shop('fr-CH'), shop('nl-NL')]) {
  test(`a whole purchase by keyboard alone in ${s.tenant}/${s.locale}, as a guest on invoice`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const m = messagesFor(s.locale);
    const c = m.checkout;
    const id = m.identity;
    const a = addresses[s.tenant];
    const customer = newCustomer(`tasten-${s.tenant}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    let presses = 0;

    // The first result is what this shopper buys: in stock whatever the tests running beside this one bought.
    await restockFirstResult(page.request, s, dressTerm[s.locale]);
    await page.goto(s.url('/'));
    presses += await typeInto(page, page.getByRole('search').getByRole('combobox'), dressTerm[s.locale], 12);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=/);
    presses += await tabTo(page, page.locator('main article h3 a').first(), STOPS_TO_FIRST_RESULT);
    await page.keyboard.press('Enter');

    // The product page: "add" without a size puts the focus on the first size that can be had; Space takes it.
    const add = page.getByRole('button', { name: m.product.addToBasket, exact: true });
    await expect(add).toBeVisible();
    presses += await tabTo(page, add, 120);
    await page.keyboard.press('Enter');
    const layer = page.getByRole('dialog');
    const alert = page.getByRole('alert').filter({ hasText: m.product.chooseVariant });
    await expect(layer.or(alert)).toBeVisible();
    if (await alert.isVisible()) {
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
      await page.keyboard.press('Space');
      presses += await tabTo(page, add, 40);
      await page.keyboard.press('Enter');
    }
    await expect(layer).toBeVisible();
    presses += await tabTo(page, layer.getByRole('link', { name: m.basket.client.toBasket }), 12);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(s.url('/basket'));
    presses += await tabTo(page, page.getByRole('main').getByRole('link', { name: m.basket.checkout }), 80);
    await page.keyboard.press('Enter');

    // The checkout's first page: the focus is on its heading; the guest form follows the login and the registration.
    await expect(page).toHaveURL(s.url('/checkout/register'));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const guest = page.getByRole('region', { name: c.guest.heading });
    const salutation = guest.getByRole('radiogroup', { name: id.register.salutation });
    presses += await tabTo(page, salutation.getByRole('radio').first(), 60);
    await page.keyboard.press('Space');
    presses += await typeInto(page, guest.getByLabel(id.register.firstName, { exact: true }), customer.firstName);
    presses += await typeInto(page, guest.getByLabel(id.register.lastName, { exact: true }), customer.lastName);
    presses += await typeInto(page, guest.getByLabel(id.register.email, { exact: true }), customer.email);
    const [year, month, day] = customer.dateOfBirth.split('-');
    presses += await tabTo(page, guest.getByRole('group', { name: id.register.dateOfBirth }).getByRole('spinbutton').first(), 4);
    await page.keyboard.type(`${day}${month}${year}`);
    presses += await tabTo(page, guest.getByRole('button', { name: c.guest.submit }), 6);
    await page.keyboard.press('Enter');

    // Delivery: a new address (the names come filled in), saved, then on.
    await expect(page).toHaveURL(s.url('/checkout/delivery'));
    await expect(page.getByRole('heading', { level: 1, name: c.delivery.title })).toBeFocused();
    presses += await typeInto(page, page.getByLabel(c.address.street, { exact: true }), a.street, 30);
    presses += await typeInto(page, page.getByLabel(c.address.houseNumber, { exact: true }), a.houseNumber);
    presses += await typeInto(page, page.getByLabel(c.address.postalCode, { exact: true }), a.postalCode);
    presses += await typeInto(page, page.getByLabel(c.address.city, { exact: true }), a.city);
    presses += await tabTo(page, page.getByRole('button', { name: c.address.save }), 8);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radiogroup', { name: c.delivery.addressLegend }).getByText(a.street, { exact: false })).toBeVisible();
    presses += await tabTo(page, page.getByRole('button', { name: c.delivery.continue }), 30);
    await page.keyboard.press('Enter');

    // Payment: invoice (the first method in every shop), then on to the review.
    await expect(page).toHaveURL(s.url('/checkout/payment'));
    await expect(page.getByRole('heading', { level: 1, name: c.payment.title })).toBeFocused();
    const invoice = page.getByRole('radiogroup', { name: c.payment.legend }).getByRole('radio', { name: new RegExp(c.payment.methods.invoice) });
    presses += await tabTo(page, invoice, 20);
    await page.keyboard.press('Space');
    await expect(invoice).toBeChecked();
    presses += await tabTo(page, page.getByRole('button', { name: c.payment.continue, exact: true }), 30);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(s.url('/checkout'));
    await expect(page.getByRole('heading', { level: 1, name: c.review.title })).toBeFocused();
    presses += await tabTo(page, page.getByRole('button', { name: c.review.placeOrder }), 60);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(s.url('/checkout/confirmation'))}`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: c.confirmation.title })).toBeFocused();
    await expect(page.getByText(new RegExp(`${s.tenant.toUpperCase()}-\\d{4}-\\d{6}`)).first()).toBeVisible();
    testInfo.annotations.push({ type: 'tab stops', description: `whole purchase ${presses}` });
    console.log(`[tab stops] ${s.locale}: whole purchase ${presses}`);
  });
}

for (const s of shops) {
  const m = messagesFor(s.locale);
  test(`from the home page to the first search result by keyboard in ${s.tenant}/${s.locale}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(s.url('/'));
    const field = page.getByRole('search').getByRole('combobox');
    const toField = await tabUntil(page, () => field.evaluate((e) => e === document.activeElement), 12);
    await page.keyboard.type(dressTerm[s.locale]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=/);
    const first = page.locator('main article h3 a').first();
    await expect(first).toBeVisible();
    // Past the header (with one stop per top category and its button) and the filters to the first product.
    const toResult = await tabUntil(page, () => first.evaluate((e) => e === document.activeElement), STOPS_TO_FIRST_RESULT);
    testInfo.annotations.push({ type: 'tab stops', description: `search field ${toField}, first result ${toResult}` });
    console.log(`[tab stops] ${s.locale}: search field ${toField}, first result ${toResult}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: m.product.addToBasket })).toBeVisible();
  });
}

test('the main navigation: one stop per top category and its button; the flyout opens by the button and Escape closes it', async ({ page }) => {
  const s = shops[0]!;
  const m = messagesFor(s.locale);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(s.url('/'));
  const nav = page.getByRole('navigation', { name: m.shell.mainNav });
  const firstLink = nav.getByRole('link').first();
  const name = (await firstLink.textContent())!.trim();
  const toggle = nav.getByRole('button', { name: fill(m.shell.subMenu, { label: name }) });
  await firstLink.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Tab goes on to the next top category, not into the closed flyout.
  await page.keyboard.press('Tab');
  const focusedText = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(await nav.locator(':scope > div > ul > li > a').nth(1).textContent()).toBe(focusedText);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const flyout = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(flyout).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await flyout.evaluate((e) => e.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(flyout).toBeHidden();
});
