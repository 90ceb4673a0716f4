// Identity in the browser (issue 4), in the German and the Dutch shop: registration with activation from the mail,
// logout, login with both tabs, forgot password through the mail outbox, soft login after a browser restart, and
// the consent banner accepted and rejected. axe checks every modal.
import type { Locator, Page } from '@playwright/test';
import { fill, messagesFor } from './support/messages';
import { consentCookies } from './support/consent';
import { expect, test } from './support/fixtures';
import { newCustomer, signUp, waitForMail, type TestCustomer } from './support/identity';
import { shop } from './support/shops';

/** Fills an ICU message's simple {placeholders}. */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types a date into a React Aria date field: its segments take the digits in the locale's order (day, month, year). */
async function typeDate(page: Page, field: Locator, ddmmyyyy: string) {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy);
}

for (const s of [shop('de-DE'), shop('nl-NL')]) {
  const m = messagesFor(s.locale);
  const id = m.identity;
  const header = (page: Page) => page.getByRole('banner');
  const greetingHeading = (page: Page, c: TestCustomer) =>
    page.getByRole('heading', {
      level: 1,
      name: fill(m.account.greeting, { firstName: c.firstName, lastName: c.lastName }),
    });

  async function logInWithEmail(page: Page, c: TestCustomer, axe?: () => Promise<void>) {
    const dialog = page.getByRole('dialog', { name: id.login.title });
    await expect(dialog).toBeVisible();
    if (axe) await axe();
    await dialog.getByLabel(id.login.email, { exact: true }).fill(c.email);
    await dialog.getByLabel(id.login.password, { exact: true }).fill(c.password);
    await dialog.getByRole('button', { name: id.login.submit }).click();
    await expect(dialog).toBeHidden();
  }

  test.describe(`identity in ${s.locale}`, () => {
    test('registers, activates from the mail, logs out, and logs in with both tabs', async ({
      page,
      axe,
      consoleWatch,
    }) => {
      // Checking the session after logging out answers 401, which the browser logs as a failed load.
      consoleWatch.allow(/status of 401/);
      const customer = newCustomer(`register-${s.tenant}`);
      await page.goto(s.url('/register'));
      await expect(page.getByRole('heading', { level: 1, name: id.register.title })).toBeVisible();
      const submit = page.getByRole('button', { name: id.register.submit });
      await expect(submit).toBeDisabled();

      await page
        .getByRole('radiogroup', { name: id.register.salutation })
        .getByText(id.register.female, { exact: true })
        .click();
      await page.getByLabel(id.register.firstName, { exact: true }).fill(customer.firstName);
      await page.getByLabel(id.register.lastName, { exact: true }).fill(customer.lastName);
      await page.getByLabel(id.register.email, { exact: true }).fill('nicht-gueltig@');
      await page.getByLabel(id.register.password, { exact: true }).fill('12345');
      await page.getByLabel(id.register.firstName, { exact: true }).click();
      await expect(page.getByText(id.validation.emailInvalid)).toBeVisible();
      await expect(page.getByText(id.validation.passwordTooShort)).toBeVisible();
      await page.getByLabel(id.register.email, { exact: true }).fill(customer.email);
      await page.getByLabel(id.register.password, { exact: true }).fill(customer.password);
      await typeDate(page, page.getByRole('group', { name: id.register.dateOfBirth }), '12081984');
      await axe();
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByText(fill(id.register.success, { email: customer.email }))).toBeVisible();

      const mail = await waitForMail(customer.email, 'activation');
      expect(mail.locale).toBe(s.locale);
      expect(mail.link).toMatch(new RegExp(`^${escapeRegExp(s.url('/register'))}#activate=[\\w-]{43}$`));
      await page.goto(mail.link!);
      await expect(page.getByRole('heading', { level: 1, name: id.activate.title })).toBeVisible();
      // The secret leaves the address bar as soon as the page has read it.
      await expect(page).toHaveURL(s.url('/register'));
      await page.getByLabel(id.activate.password, { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: id.activate.submit }).click();

      await expect(page).toHaveURL(s.url('/account'));
      await expect(greetingHeading(page, customer)).toBeVisible();
      const numberLine = page.getByText(
        new RegExp(
          escapeRegExp(fill(m.account.customerNumber, { customerNumber: 'X' })).replace('X', '\\d{8}'),
        ),
      );
      const customerNumber = /(\d{8})/.exec((await numberLine.textContent()) ?? '')![1]!;
      await expect(header(page).getByRole('link', { name: m.shell.account })).toBeVisible();

      // The account page renders per request; wait until it is interactive before logging out.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: id.logout }).click();
      await expect(page.getByRole('heading', { level: 1, name: m.account.loginRequiredTitle })).toBeVisible();
      await expect(page.getByText(id.loggedOut)).toBeVisible();
      await expect(header(page).getByRole('button', { name: m.shell.login })).toBeVisible();

      // Email and password.
      await header(page).getByRole('button', { name: m.shell.login }).click();
      await logInWithEmail(page, customer, axe);
      await expect(greetingHeading(page, customer)).toBeVisible();
      await expect(page.getByText(fill(id.login.welcome, { firstName: customer.firstName }))).toBeVisible();

      // Customer number and date of birth.
      // The account page renders per request; wait until it is interactive before logging out.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: id.logout }).click();
      await expect(page.getByRole('heading', { level: 1, name: m.account.loginRequiredTitle })).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: m.account.login }).click();
      const dialog = page.getByRole('dialog', { name: id.login.title });
      await dialog.getByRole('tab', { name: id.login.tabCustomerNumber }).click();
      await dialog.getByRole('textbox', { name: id.login.customerNumber }).fill('12#4');
      await dialog.getByRole('group', { name: id.login.dateOfBirth }).getByRole('spinbutton').first().click();
      await expect(dialog.getByText(id.validation.noSpecialCharacters)).toBeVisible();
      await dialog.getByRole('textbox', { name: id.login.customerNumber }).fill(customerNumber);
      await typeDate(page, dialog.getByRole('group', { name: id.login.dateOfBirth }), '12081984');
      await axe();
      await dialog.getByRole('button', { name: id.login.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(greetingHeading(page, customer)).toBeVisible();
    });

    test('resets a forgotten password with the link from the mail, once', async ({ page, axe }) => {
      const customer = newCustomer(`reset-${s.tenant}`);
      await signUp(page, s, customer);
      // The account page renders per request; wait until it is interactive before logging out.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: id.logout }).click();
      await expect(page.getByRole('heading', { level: 1, name: m.account.loginRequiredTitle })).toBeVisible();

      await page.goto(s.url('/'));
      await header(page).getByRole('button', { name: m.shell.login }).click();
      const login = page.getByRole('dialog', { name: id.login.title });
      await login.getByLabel(id.login.email, { exact: true }).fill(customer.email);
      await login.getByRole('button', { name: id.login.forgotPassword }).click();
      const forgot = page.getByRole('dialog', { name: id.forgot.title });
      await expect(forgot.getByLabel(id.forgot.email, { exact: true })).toHaveValue(customer.email);
      await axe();
      await forgot.getByRole('button', { name: id.forgot.submit }).click();
      await expect(forgot.getByText(id.forgot.successTitle)).toBeVisible();
      await expect(forgot.getByText(fill(id.forgot.success, { email: customer.email }))).toBeVisible();

      const mail = await waitForMail(customer.email, 'passwordReset');
      expect(mail.locale).toBe(s.locale);
      expect(mail.link).toMatch(new RegExp(`^${escapeRegExp(s.url('/password-reset'))}#token=[\\w-]{43}$`));
      await page.goto(mail.link!);
      await expect(page.getByRole('heading', { level: 1, name: id.reset.title })).toBeVisible();
      const newPassword = 'Neues Gartenhaus 2026';
      await page.getByLabel(id.reset.password, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: id.reset.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: id.reset.successTitle })).toBeVisible();
      expect((await waitForMail(customer.email, 'passwordChanged')).locale).toBe(s.locale);

      await page.getByRole('button', { name: id.reset.login }).click();
      await logInWithEmail(page, { ...customer, password: newPassword });
      await expect(header(page).getByRole('link', { name: m.shell.account })).toBeVisible();

      // The link worked once: opened again, it is refused with the spec's message and offers a new one.
      await page.goto(s.url('/'));
      await page.goto(mail.link!);
      // Scoped to main: Next.js's route announcer is an alert too.
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(id.reset.invalidLink);
      await page.getByRole('button', { name: id.reset.requestNew }).click();
      await expect(page.getByRole('dialog', { name: id.forgot.title })).toBeVisible();
    });

    test('recognises a returning customer after a browser restart and asks for the password', async ({
      browser,
      page,
    }) => {
      const customer = newCustomer(`soft-${s.tenant}`);
      await signUp(page, s, customer);
      await page.goto(s.url('/'));
      await expect(header(page).getByRole('link', { name: m.shell.account })).toBeVisible();

      // A browser restart keeps persistent cookies and loses the session cookies.
      const state = await page.context().storageState();
      const restarted = await browser.newContext({
        storageState: { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) },
      });
      const tab = await restarted.newPage();
      await tab.goto(s.url('/'));
      const greeting = fill(id.entry.greeting, { firstName: customer.firstName });
      await expect(
        tab.getByRole('banner').getByRole('button', { name: new RegExp(`^${escapeRegExp(greeting)}`) }),
      ).toBeVisible();

      await tab.goto(s.url('/account'));
      await expect(
        tab.getByRole('heading', {
          level: 1,
          name: fill(m.account.confirmTitle, { firstName: customer.firstName }),
        }),
      ).toBeVisible();
      await expect(tab.getByText(customer.lastName)).toHaveCount(0);
      await tab.getByRole('main').getByRole('button', { name: m.account.login }).click();
      const dialog = tab.getByRole('dialog', { name: id.login.title });
      await expect(
        dialog.getByText(fill(id.login.confirmIntro, { firstName: customer.firstName })),
      ).toBeVisible();
      await logInWithEmail(tab, customer);
      await expect(greetingHeading(tab, customer)).toBeVisible();
      await restarted.close();
    });
  });

  test.describe(`consent in ${s.locale}`, () => {
    // Neither the banner nor the visitor layers answered: nothing optional may be stored before a choice.
    test.use({ consentDecided: false, layersAnswered: false });
    const c = m.consent;
    const cookie = async (page: Page, name: string) =>
      (await page.context().cookies()).find((k) => k.name === name);

    test('stores nothing optional before a choice; accepting all stores the page-view id and, logged in, the cc value', async ({
      page,
      axe,
    }) => {
      await page.goto(s.url('/'));
      const banner = page.getByRole('dialog', { name: c.title });
      await expect(banner).toBeVisible();
      await axe();
      // Only strictly necessary cookies may exist before the choice (for a visitor: none of ours).
      const essential = ['sf_session', 'sf_device', 'sf_login'];
      expect(
        (await page.context().cookies()).map((k) => k.name).filter((n) => !essential.includes(n)),
      ).toEqual([]);
      expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);

      // Accept and reject are equally prominent: same size and same colours.
      const accept = banner.getByRole('button', { name: c.acceptAll });
      const reject = banner.getByRole('button', { name: c.rejectAll });
      const look = (button: Locator) =>
        button.evaluate((el) => {
          const style = getComputedStyle(el);
          return [
            style.backgroundColor,
            style.color,
            style.fontSize,
            style.fontWeight,
            Math.round(el.getBoundingClientRect().height),
          ];
        });
      expect(await look(reject)).toEqual(await look(accept));

      await accept.click();
      await expect(banner).toBeHidden();
      const consent = await cookie(page, 'sf_consent');
      expect(JSON.parse(decodeURIComponent(consent!.value)).categories).toEqual([
        'C0001',
        'C0002',
        'C0003',
        'C0004',
      ]);
      const days = (consent!.expires - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
      await expect.poll(async () => (await cookie(page, 'sf_pvid'))?.value).toMatch(/^[0-9a-f-]{36}$/);

      const customer = newCustomer(`consent-${s.tenant}`);
      await signUp(page, s, customer);
      const { token } = await page.evaluate(
        async () => (await (await fetch('/api/identity/session')).json()) as { token: string },
      );
      const cc = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { cc: string }).cc;
      await expect.poll(async () => (await cookie(page, 'sf_cc'))?.value).toBe(cc);

      // Withdrawn in the settings: the marketing and statistics cookies go.
      await page.getByRole('button', { name: c.reopen }).click();
      const settings = page.getByRole('dialog', { name: c.preferencesTitle });
      await expect(settings).toBeVisible();
      await axe();
      await settings.getByRole('button', { name: c.rejectAll }).click();
      await expect.poll(async () => await cookie(page, 'sf_cc')).toBeUndefined();
      await expect.poll(async () => await cookie(page, 'sf_pvid')).toBeUndefined();
    });

    test('the banner is in the page’s HTML, so it paints with the page; a visitor who answered never sees it', async ({ page, request, context }) => {
      // Served with the page (issue 21: painted after the JavaScript, it was the largest paint of most pages).
      const html = await (await request.get(s.url('/'))).text();
      expect(html).toContain('id="consent-title"');
      expect(html).toContain(c.acceptAll);
      // Answered on an earlier visit: hidden by the head script before the first paint, and it stays hidden.
      await context.addCookies(consentCookies());
      await page.goto(s.url('/'), { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-decided'))).toBe(true);
      await expect(page.getByRole('dialog', { name: c.title })).toBeHidden();
      // And after the consent library has checked the record (it would show the banner again for an invalid one).
      await expect.poll(() => page.evaluate(() => (window as unknown as { _ccRun?: boolean })._ccRun === true)).toBe(true);
      await expect(page.getByRole('dialog', { name: c.title })).toBeHidden();
    });

    test('rejecting all stores only the decision, even after a login', async ({ page }) => {
      await page.goto(s.url('/'));
      const banner = page.getByRole('dialog', { name: c.title });
      await banner.getByRole('button', { name: c.rejectAll }).click();
      await expect(banner).toBeHidden();
      const consent = await cookie(page, 'sf_consent');
      expect(JSON.parse(decodeURIComponent(consent!.value)).categories).toEqual(['C0001']);

      await signUp(page, s, newCustomer(`reject-${s.tenant}`));
      await expect(header(page).getByRole('link', { name: m.shell.account })).toBeVisible();
      const names = (await page.context().cookies()).map((k) => k.name);
      expect(names).toEqual(expect.arrayContaining(['sf_consent', 'sf_device', 'sf_login', 'sf_session']));
      // Neither the marketing value nor the page-view id, although the session has a cc value to offer.
      expect(names).not.toContain('sf_cc');
      expect(names).not.toContain('sf_pvid');
      await expect(page.getByRole('dialog', { name: c.title })).toHaveCount(0);
    });
  });
}
