// The customer account as customers use it, in de, fr-CH and nl: every account page reached from the side
// navigation (and its phone menu), the header's account menu, the address book (add, change with a refused postal
// code that keeps what was typed, make default, delete), an order from the list to its page; a soft-logged-in
// customer is asked for the password; customer A cannot reach B's order or address (pages, REST, GraphQL aliases
// and batches); legacy paths redirect permanently; nothing is cached. axe on every page, light and dark, 360 and
// 1280 px.
import type { Page } from '@playwright/test';
import { servedAccountPages } from '../../src/features/account/account-navigation';
import { tenants } from '../../src/commerce/tenant/tenants';
import { orderOnInvoice } from './support/account';
import { addresses } from './support/checkout';
import { expect, test } from './support/fixtures';
import { newCustomer, signUp, type TestCustomer } from './support/identity';
import { fill, messagesFor } from './support/messages';
import { shop, type Shop } from './support/shops';


/** The pages of issue 15 (money in the account), photographed for a look as they are walked. */
const moneyPages = new Set<string>(['/account/bookings', '/account/invoices', '/account/payment-dates', '/account/payback', '/account/vouchers']);

async function logIn(page: Page, s: Shop, c: TestCustomer) {
  const id = messagesFor(s.locale).identity;
  const dialog = page.getByRole('dialog', { name: id.login.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(id.login.email, { exact: true }).fill(c.email);
  await dialog.getByLabel(id.login.password, { exact: true }).fill(c.password);
  await dialog.getByRole('button', { name: id.login.submit }).click();
  await expect(dialog).toBeHidden();
}

for (const s of [shop('de-DE'), shop('fr-CH'), shop('nl-NL')]) {
  const m = messagesFor(s.locale);
  // The pages this shop serves (supported-path flags; payback only where a bonus programme runs).
  const accountNavigation = servedAccountPages(tenants[s.tenant].flags);
  const p = m.accountPages;
  const accountNav = (page: Page) => page.getByRole('navigation', { name: p.nav.label });

  test.describe(`account in ${s.locale}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('walks every account page from the navigation, light and dark, 1280 and 360 px wide', async ({
      page,
      axe,
    }, testInfo) => {
      // Every page in both colour schemes at both widths in German (forty axe runs); French and Dutch, whose layout
      // only differs by text length, light and wide plus dark and narrow.
      test.setTimeout(600_000);
      const customer = newCustomer(`konto-${s.tenant}`);
      await signUp(page, s, customer);
      const views: ['light' | 'dark', number][] =
        s.locale === 'de-DE'
          ? [
              ['light', 1280],
              ['light', 360],
              ['dark', 1280],
              ['dark', 360],
            ]
          : [
              ['light', 1280],
              ['dark', 360],
            ];
      for (const [scheme, width] of views) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(s.url('/account'));
        for (const entry of accountNavigation) {
          const nav = accountNav(page);
          // On phones the navigation is a menu behind a button.
          if (width === 360) await nav.getByRole('button', { name: p.nav.openMenu }).click();
          await nav.getByRole('link', { name: p.nav[entry.label], exact: true }).click();
          await expect(page).toHaveURL(s.url(entry.route));
          // (Folded away again on phones after the navigation: the mark is there all the same.)
          await expect(
            accountNav(page).getByRole('link', {
              name: p.nav[entry.label],
              exact: true,
              includeHidden: true,
            }),
          ).toHaveAttribute('aria-current', 'page');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await axe();
          // For looking at, not compared.
          if (entry.route === '/account/overview' || moneyPages.has(entry.route))
            await page.screenshot({
              path: testInfo.outputPath(`${entry.route.split('/').pop()}-${scheme}-${width}.png`),
              fullPage: true,
            });
        }
      }
      // The overview names the customer, and the header's account menu has the same entries as the navigation.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(s.url('/account/overview'));
      await expect(page.getByText(customer.email)).toBeVisible();
      await expect(page.getByText(p.overview.noShipments)).toBeVisible();
      const menuButton = page.getByRole('banner').getByRole('button', { name: p.nav.menu });
      await menuButton.click();
      const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
      for (const entry of accountNavigation)
        await expect(menu.getByRole('link', { name: p.nav[entry.label], exact: true })).toHaveAttribute(
          'href',
          s.url(entry.route).replace(s.origin, ''),
        );
      // The open menu lies over the main navigation's last entries on purpose: their target size is checked with
      // the menu closed (above), the menu itself here.
      await axe(page, { exclude: [`nav[aria-label="${m.shell.mainNav}"]`] });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    test('adds, changes, makes default and deletes an address; a refused postal code keeps what was typed', async ({
      page,
      axe,
    }) => {
      const c = m.checkout;
      const a = addresses[s.tenant];
      const customer = newCustomer(`adressen-${s.tenant}`);
      await signUp(page, s, customer);
      await page.goto(s.url('/account/addresses'));
      await expect(page.getByText(p.addresses.none)).toBeVisible();

      const addAddress = async (street: string) => {
        await page.getByRole('button', { name: p.addresses.add }).click();
        const form = page.getByRole('form', { name: c.address.newHeading });
        await form
          .getByRole('radiogroup', { name: c.address.salutation })
          .getByText(c.address.salutations.female, { exact: true })
          .click();
        await form.getByLabel(c.address.firstName, { exact: true }).fill(a.firstName);
        await form.getByLabel(c.address.lastName, { exact: true }).fill(a.lastName);
        await form.getByLabel(c.address.street, { exact: true }).fill(street);
        await form.getByLabel(c.address.houseNumber, { exact: true }).fill(a.houseNumber);
        await form.getByLabel(c.address.postalCode, { exact: true }).fill(a.postalCode);
        await form.getByLabel(c.address.city, { exact: true }).fill(a.city);
        await form.getByRole('button', { name: c.address.save }).click();
        await expect(page.getByRole('status').filter({ hasText: p.addresses.saved })).toBeVisible();
      };
      await addAddress(a.street);
      await addAddress('Zweite Gasse');
      const list = page.getByRole('region', { name: p.addresses.listHeading });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByRole('listitem').first()).toContainText(p.addresses.default);
      await expect(list.getByRole('listitem').first()).toContainText(a.street);
      await axe();

      // Change the second one: a postal code with letters is refused at the field, the rest stays as typed.
      const label = { street: 'Zweite Gasse', houseNumber: a.houseNumber };
      await list.getByRole('button', { name: fill(p.addresses.editOf, label) }).click();
      const edit = page.getByRole('form', { name: p.addresses.editHeading });
      await edit.getByLabel(c.address.city, { exact: true }).fill('Andere Stadt');
      await edit.getByLabel(c.address.postalCode, { exact: true }).fill(s.tenant === 'nl' ? '12' : 'ABCDE');
      await edit.getByLabel(c.address.city, { exact: true }).click();
      await expect(
        edit.getByText(s.tenant === 'nl' ? c.validation.POSTAL_CODE_FORMAT : c.validation.NUMBERS_ONLY),
      ).toBeVisible();
      await expect(edit.getByLabel(c.address.city, { exact: true })).toHaveValue('Andere Stadt');
      await axe();
      await edit.getByLabel(c.address.postalCode, { exact: true }).fill(a.postalCode);
      await edit.getByRole('button', { name: c.address.save }).click();
      await expect(list).toContainText('Andere Stadt');

      // Make it the default, then delete it: the other one is the default again.
      await list.getByRole('button', { name: fill(p.addresses.makeDefaultOf, label) }).click();
      await expect(page.getByRole('status').filter({ hasText: p.addresses.defaultChanged })).toBeVisible();
      await expect(list.getByRole('listitem').first()).toContainText('Zweite Gasse');
      await page.reload();
      await expect(list.getByRole('listitem').first()).toContainText('Zweite Gasse');
      // The billing default stays where it was: delivery and billing defaults are apart.
      await expect(list.getByRole('listitem').nth(1)).toContainText(p.addresses.defaultBilling);
      await expect(list.getByRole('listitem').first()).not.toContainText(p.addresses.defaultBilling);
      await list.getByRole('button', { name: fill(p.addresses.deleteOf, label) }).click();
      await axe();
      await list.getByRole('button', { name: p.addresses.deleteYes }).click();
      await expect(page.getByRole('status').filter({ hasText: p.addresses.deleted })).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem').first()).toContainText(p.addresses.default);
      await expect(list.getByRole('listitem').first()).toContainText(p.addresses.defaultBilling);
      await page.reload();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).not.toContainText('Zweite Gasse');
    });

    test('changes the personal data and the password; refusals keep what was typed', async ({
      page,
      axe,
    }) => {
      const id = m.identity;
      const customer = newCustomer(`daten-${s.tenant}`);
      await signUp(page, s, customer);
      await page.goto(s.url('/account/personal-data'));
      const profile = page.getByRole('form', { name: p.personal.profileHeading });
      const save = profile.getByRole('button', { name: p.personal.save });
      await expect(profile.getByLabel(id.register.firstName, { exact: true })).toHaveValue(
        customer.firstName,
      );
      // An emptied required field: 'Bitte angeben!' once left, and the button waits until it is filled again.
      await profile.getByLabel(id.register.firstName, { exact: true }).fill('');
      await profile.getByLabel(id.register.lastName, { exact: true }).fill('Beispiel-Neu');
      await expect(profile.getByText(id.validation.required)).toBeVisible();
      await expect(save).toBeDisabled();
      await axe();
      await profile.getByLabel(id.register.firstName, { exact: true }).fill('Erik');
      await expect(profile.getByLabel(id.register.lastName, { exact: true })).toHaveValue('Beispiel-Neu');
      await save.click();
      await expect(profile.getByRole('status')).toHaveText(p.personal.saved);
      await page.reload();
      await expect(profile.getByLabel(id.register.firstName, { exact: true })).toHaveValue('Erik');
      await expect(profile.getByLabel(id.register.lastName, { exact: true })).toHaveValue('Beispiel-Neu');
      await expect(page.getByText(customer.email)).toBeVisible();

      const password = page.getByRole('form', { name: p.personal.passwordHeading });
      const change = password.getByRole('button', { name: p.personal.changePassword });
      await expect(change).toBeDisabled();
      await password.getByLabel(p.personal.currentPassword, { exact: true }).fill('nicht-mein-Passwort');
      await password.getByLabel(p.personal.newPassword, { exact: true }).fill('kurz');
      await password.getByLabel(p.personal.currentPassword, { exact: true }).click();
      await expect(password.getByText(id.validation.passwordTooShort)).toBeVisible();
      await password.getByLabel(p.personal.newPassword, { exact: true }).fill('Neues Passwort 2026');
      await change.click();
      await expect(password.getByText(p.personal.currentPasswordWrong)).toBeVisible();
      await expect(password.getByLabel(p.personal.newPassword, { exact: true })).toHaveValue(
        'Neues Passwort 2026',
      );
      await password.getByLabel(p.personal.currentPassword, { exact: true }).fill(customer.password);
      await change.click();
      await expect(password.getByRole('status')).toHaveText(p.personal.passwordChanged);
      await axe();
    });

    test('asks a soft-logged-in customer for the password on every account page, then shows it', async ({
      browser,
      page,
    }) => {
      const customer = newCustomer(`konto-soft-${s.tenant}`);
      await signUp(page, s, customer);
      const state = await page.context().storageState();
      // A browser restart keeps the persistent cookies (the remembered device) and loses the session cookies.
      const restarted = await browser.newContext({
        storageState: { ...state, cookies: state.cookies.filter((k) => k.expires !== -1) },
      });
      const tab = await restarted.newPage();
      for (const entry of accountNavigation) {
        await tab.goto(s.url(entry.route));
        await expect(
          tab.getByRole('heading', {
            level: 1,
            name: fill(m.account.confirmTitle, { firstName: customer.firstName }),
          }),
        ).toBeVisible();
        await expect(tab.getByText(customer.lastName)).toHaveCount(0);
        await expect(tab.getByText(customer.email)).toHaveCount(0);
      }
      await tab.goto(s.url('/account/addresses'));
      await tab.getByRole('main').getByRole('button', { name: m.account.login }).click();
      await logIn(tab, s, customer);
      await expect(tab).toHaveURL(s.url('/account/addresses'));
      await expect(tab.getByRole('heading', { level: 1, name: p.nav.addresses })).toBeVisible();
      await restarted.close();
    });
  });
}

test.describe('account rules', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an order from the list to its page; customer B reaches none of A’s order or addresses', async ({
    browser,
    page,
    axe,
    consoleWatch,
  }) => {
    const s = shop('de-DE');
    const p = messagesFor(s.locale).accountPages;
    const a = newCustomer('konto-a');
    const { orderNumber, goods } = await orderOnInvoice(page, s, a);

    await page.goto(s.url('/account/orders'));
    await page.getByRole('link', { name: fill(p.orders.orderLink, { orderNumber }) }).click();
    await expect(page).toHaveURL(s.url('/account/orders/[orderNumber]', { orderNumber }));
    await expect(
      page.getByRole('heading', { level: 1, name: fill(p.orders.orderLink, { orderNumber }) }),
    ).toBeVisible();
    await expect(page.getByText(goods).first()).toBeVisible();
    await expect(page.getByRole('region', { name: p.orders.address })).toContainText(addresses.de.street);
    await expect(accountNavLink(page, p.nav.label, p.nav.orders)).toHaveAttribute('aria-current', 'true');
    await axe();
    // Open orders filter lists it, returned does not.
    await page.goto(`${s.url('/account/orders')}?filter=open`);
    await expect(page.getByRole('link', { name: fill(p.orders.orderLink, { orderNumber }) })).toBeVisible();
    await page.goto(`${s.url('/account/orders')}?filter=returned`);
    await expect(page.getByText(p.orders.none)).toBeVisible();
    const addressId = await page.evaluate(async () => {
      const answer = await fetch('/api/customer/addresses');
      return ((await answer.json()) as { addresses: { id: string }[] }).addresses[0]!.id;
    });

    // Customer B, in a browser of their own.
    const other = await browser.newContext();
    const tab = await other.newPage();
    const b = newCustomer('konto-b');
    await signUp(tab, s, b);
    const watchB: string[] = [];
    tab.on('console', (message) => message.type() === 'error' && watchB.push(message.text()));
    const response = await tab.goto(s.url('/account/orders/[orderNumber]', { orderNumber }));
    expect(response?.status()).toBe(404);
    await expect(tab.getByText(goods)).toHaveCount(0);
    const answers = await tab.evaluate(
      async ({ id, number }) => {
        const send = (method: string, body?: unknown) =>
          fetch(`/api/customer/addresses/${id}`, {
            method,
            headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
            body: body ? JSON.stringify(body) : undefined,
          }).then((r) => r.status);
        const gateway = (body: unknown) =>
          fetch('/api/gateway', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
            body: JSON.stringify(body),
          }).then((r) => r.json() as Promise<unknown>);
        const query = `query { a: order(orderNumber: "${number}") { orderNumber } b: order(orderNumber: "${number}") { orderNumber } }`;
        return {
          put: await send('PUT', {
            salutation: 'female',
            firstName: 'X',
            lastName: 'Y',
            street: 'Z',
            houseNumber: '1',
            postalCode: '10115',
            city: 'Berlin',
            country: 'DE',
          }),
          del: await send('DELETE'),
          aliases: await gateway({ query }),
          batch: await gateway([
            { query },
            { query: `query { order(orderNumber: "${number}") { orderNumber } }` },
          ]),
          rest: await fetch(`/api/orders/${number}`).then((r) => r.status),
        };
      },
      { id: addressId, number: orderNumber },
    );
    expect(answers.put).toBe(404);
    expect(answers.del).toBe(404);
    expect(answers.rest).toBe(404);
    expect(JSON.stringify(answers.aliases)).not.toContain(orderNumber);
    expect(JSON.stringify(answers.batch)).not.toContain(orderNumber);
    await other.close();
    consoleWatch.allow(/status of 404/);

    // A's address is untouched.
    await page.goto(s.url('/account/addresses'));
    await expect(page.getByRole('region', { name: p.addresses.listHeading })).toContainText(
      addresses.de.street,
    );
  });

  test('legacy account paths redirect permanently to working pages; no account page is cached', async ({
    page,
  }) => {
    const s = shop('de-DE');
    const accountNavigation = servedAccountPages(tenants.de.flags);
    for (const [legacy, route] of [
      ['/account', '/account/overview'],
      ['/account/addresses', '/account/addresses'],
      ['/account/data', '/account/personal-data'],
      ['/account/settings', '/account/personal-data'],
      // Served since issue 15 (money in the account).
      ['/account/bookings', '/account/bookings'],
    ] as const) {
      const answer = await page.request.get(`${s.origin}${legacy}`, { maxRedirects: 0 });
      expect(answer.status(), legacy).toBe(301);
      expect(answer.headers().location, legacy).toContain(s.url(route).replace(s.origin, ''));
    }
    const customer = newCustomer('konto-cache');
    await signUp(page, s, customer);
    for (const entry of accountNavigation) {
      const response = await page.goto(s.url(entry.route));
      expect(response?.status()).toBe(200);
      const cacheControl = (await response!.allHeaders())['cache-control'] ?? '';
      expect(cacheControl, entry.route).toContain('no-store');
      expect(cacheControl, entry.route).toContain('private');
    }
  });
});

function accountNavLink(page: Page, navLabel: string, name: string) {
  return page.getByRole('navigation', { name: navLabel }).getByRole('link', { name, exact: true });
}
