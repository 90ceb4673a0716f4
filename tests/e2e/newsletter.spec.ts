// Newsletter (issue 16): the four sign-up pages and the slide-in sheet, the double opt-in link from the development
// outbox, every option of the unsubscribe form, the one-click POST, and axe on each of them; in de, fr-CH and nl.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { uniqueEmail, waitForMail } from './support/identity';
import { messagesFor } from './support/messages';
import { shop, type Shop } from './support/shops';
import { tenants } from '../../src/commerce/tenant/tenants';

const flows = [shop('de-DE'), shop('fr-CH'), shop('nl-NL')];

// Each flow walks several pages, mails and axe checks on a shared machine.
test.describe.configure({ timeout: 180_000 });

async function fillSignUp(scope: Page | ReturnType<Page['getByRole']>, s: Shop, email: string) {
  const n = messagesFor(s.locale).newsletter.subscribe;
  await scope.getByLabel(n.email, { exact: true }).fill(email);
  await scope.getByRole('radiogroup', { name: n.salutation }).getByText(n.salutations.female, { exact: true }).click();
  await scope.getByRole('checkbox', { name: n.interestOptions.living }).check();
  await scope.getByRole('checkbox', { name: n.marketResearch }).check();
  await scope.getByRole('button', { name: n.submit }).click();
}

/** Signs up over the API and confirms through the mail's link; returns the address and its welcome mail. */
async function subscribedAddress(page: Page, s: Shop) {
  const email = uniqueEmail('abo');
  const headers = { 'x-shop-csrf': '1', referer: s.url('/service/newsletter/subscribe'), origin: s.origin };
  const answer = await page.request.post(`${s.origin}/api/newsletter/subscribe`, {
    headers,
    data: { email, salutation: 'male', marketResearch: true, areaKey: 'e2e' },
  });
  expect(answer.status()).toBe(202);
  const token = new URLSearchParams(new URL((await waitForMail(email, 'confirm')).link!).hash.slice(1)).get('token');
  expect((await page.request.post(`${s.origin}/api/newsletter/confirm`, { headers, data: { token } })).status()).toBe(200);
  return { email, welcome: await waitForMail(email, 'welcome') };
}

for (const s of flows) {
  const n = messagesFor(s.locale).newsletter;

  test(`sign-up in four pages with the confirmation link from the outbox in ${s.locale}`, async ({ page, axe, consoleWatch }) => {
    void consoleWatch;
    const email = uniqueEmail('nl-page');
    await page.goto(`${s.url('/service/newsletter/subscribe')}?areaKey=servicePromotionTeaser`);
    await expect(page.getByRole('heading', { level: 1, name: n.subscribe.title })).toBeVisible();
    await expect(page.getByRole('button', { name: n.subscribe.submit })).toBeDisabled();
    await axe();

    await fillSignUp(page, s, email);
    await expect(page.getByRole('heading', { level: 1, name: n.subscribe.checkTitle })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: email })).toBeVisible();
    await axe();

    const mail = await waitForMail(email, 'confirm');
    expect(mail.locale).toBe(s.locale);
    expect(mail.link).toContain(`${s.url('/service/newsletter/subscribe')}#token=`);
    await page.goto(mail.link!);
    await expect(page.getByRole('heading', { level: 1, name: n.subscribe.confirmedTitle })).toBeVisible();
    await expect(page).not.toHaveURL(/#token=/);
    await axe();
    const welcome = await waitForMail(email, 'welcome');
    expect(welcome.text).toMatch(/NL15-[A-Z2-9]{8}/);
    expect(welcome.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The link once more, as from the mail in a new tab (a hash change alone would not load the page again).
    await page.goto('about:blank');
    await page.goto(mail.link!);
    await expect(page.getByRole('heading', { level: 1, name: n.subscribe.alreadyTitle })).toBeVisible();
    await axe();
  });

  test(`the footer opens the slide-in sheet with the content's texts and a resend link in ${s.locale}`, async ({ page, axe }) => {
    const email = uniqueEmail('nl-sheet');
    await page.goto(s.url('/'));
    // The footer menu is content: its newsletter link is found by its target, whatever the content calls it.
    await page.getByRole('contentinfo').locator(`a[href^="${new URL(s.url('/service/newsletter/subscribe')).pathname}?"]`).first().click();
    // The dialog is named by its heading, the content's title.
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('button', { name: n.subscribe.submit })).toBeVisible();
    await expect(sheet).toContainText('15');
    await axe();
    await fillSignUp(sheet, s, email);
    await expect(sheet.getByRole('status').filter({ hasText: email })).toBeVisible();
    await sheet.getByRole('button', { name: n.resendLink }).click();
    await expect(sheet.getByRole('status').filter({ hasText: n.resent })).toBeVisible();
    await axe();
    await sheet.getByRole('button', { name: n.sheet.close }).click();
    await expect(sheet).toBeHidden();
    await waitForMail(email, 'confirm');
  });

  test(`every option of the unsubscribe form in ${s.locale}`, async ({ page, axe }) => {
    const { welcome } = await subscribedAddress(page, s);
    const u = n.unsubscribe;
    await page.goto(welcome.unsubscribe!.page);
    const form = page.getByRole('radiogroup', { name: u.choice });
    await expect(form).toBeVisible();
    expect(await page.locator('input[name="newsletter"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
      'frequency|0',
      'frequency|4',
      'frequency|1',
      'frequency|2',
      'frequency|3',
      'pause|-100',
      'unsubscribe|99',
    ]);
    await axe();
    const back = () => page.getByRole('button', { name: u.back }).click();
    const choose = (label: string) => page.getByRole('radiogroup', { name: u.choice }).getByText(label, { exact: true }).click();

    for (const option of ['daily', 'twiceWeekly', 'weekly', 'biweekly', 'monthly'] as const) {
      await choose(u.options[option]);
      await page.getByRole('button', { name: u.submit }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText(new RegExp(u.options[option], 'i'));
      await back();
    }

    await choose(u.options.pause);
    await page.getByLabel(u.pauseDays, { exact: true }).selectOption('21');
    await axe();
    await page.getByRole('button', { name: u.submit }).click();
    const paused = u.pausedDone.split('{')[0]!.trim();
    await expect(page.getByRole('main').getByRole('status')).toContainText(paused);
    await back();
    await expect(page.getByText(paused)).toBeVisible();

    await page.getByRole('button', { name: u.leaveMarketResearch }).click();
    await expect(page.getByRole('heading', { level: 1, name: u.marketResearchTitle })).toBeVisible();
    await back();
    await page.getByRole('button', { name: u.leavePersonalised }).click();
    await expect(page.getByRole('heading', { level: 1, name: u.personalisedTitle })).toBeVisible();
    await axe();
    await back();

    const [first] = tenants[s.tenant].newsletterBrands;
    await choose(u.options.unsubscribe);
    const brands = page.getByRole('group', { name: u.brands });
    // Leave the second brand only: uncheck the first.
    await brands.getByRole('checkbox', { name: first.name, exact: true }).uncheck();
    await page.getByRole('button', { name: u.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: u.brandLeftTitle })).toBeVisible();
    await back();
    await choose(u.options.unsubscribe);
    await expect(page.getByRole('group', { name: u.brands }).getByRole('checkbox')).toHaveCount(1);
    await page.getByRole('button', { name: u.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: u.unsubscribedTitle })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(first.name);
    await axe();

    // The link again, as from the mail in a new tab: the record is gone (SPEC §8).
    await page.goto('about:blank');
    await page.goto(welcome.unsubscribe!.page);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(u.notFound);
  });
}

test('the frequency result names the chosen frequency', async ({ page }) => {
  const s = shop('de-DE');
  const { welcome } = await subscribedAddress(page, s);
  await page.goto(welcome.unsubscribe!.page);
  await page.getByRole('radiogroup', { name: 'Wie soll es mit Deinem Newsletter weitergehen?' }).getByText('Zweimal pro Woche', { exact: true }).click();
  await page.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Gespeichert: Du bekommst den Newsletter ab jetzt zweimal pro Woche.');
});

test('without a link the unsubscribe page asks for the address and answers every address alike', async ({ page, axe }) => {
  const s = shop('de-DE');
  const u = messagesFor(s.locale).newsletter.unsubscribe;
  const known = (await subscribedAddress(page, s)).email;
  const answers: string[] = [];
  for (const email of [known, uniqueEmail('niemand')]) {
    await page.goto(s.url('/service/newsletter/unsubscribe'));
    await page.getByLabel(u.email, { exact: true }).fill(email);
    await axe();
    await page.getByRole('button', { name: u.byEmailSubmit }).click();
    const status = page.getByRole('main').getByRole('status').filter({ hasText: u.byEmailSentTitle });
    await expect(status).toBeVisible();
    answers.push((await status.textContent())!.replace(email, '<email>'));
  }
  expect(answers[0]).toBe(answers[1]);
  await waitForMail(known, 'manageLink');
});

test('a mail client unsubscribes with one POST to the List-Unsubscribe URL (RFC 8058)', async ({ page, request }) => {
  const s = shop('nl-NL');
  const { welcome } = await subscribedAddress(page, s);
  const url = /^<(.+)>$/.exec(welcome.headers!['List-Unsubscribe']!)![1]!;
  const answer = await request.post(url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status()).toBe(200);
  await page.goto(welcome.unsubscribe!.page);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messagesFor(s.locale).newsletter.unsubscribe.notFound);
});
