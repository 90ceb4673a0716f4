// The chat bot on the service-help pages (decision 0029): there on the service start page of each language and not on
// the excluded "about us" pages; a help question answered in de, fr-CH and nl with a quote and a link to its page;
// "where is my order" answered from the logged-in customer's own order and, for a visitor, with the login; keyboard
// focus in and out; axe clean with the chat open, light and dark, 1280 and 360 px. Every shop has the flag on, so
// "absent where the flag is off" is pinned by the unit tests (chat-bot-placement.test.ts).
import type { Page } from '@playwright/test';
import { orderOnInvoice } from './support/account';
import { expect, test } from './support/fixtures';
import { newCustomer } from './support/identity';
import { fill, messagesFor } from './support/messages';
import { shop, type Shop } from './support/shops';


async function openChat(page: Page, s: Shop) {
  const c = messagesFor(s.locale).chatBot;
  const button = page.getByRole('button', { name: c.open });
  const field = page.getByRole('textbox', { name: c.inputLabel });
  // A click can land on the button of the page being left (a client navigation has changed the URL but not yet the
  // page) or on a button not yet hydrated; it then opens nothing and the button stays collapsed: click again.
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(field).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return { button, field, log: page.getByRole('log', { name: c.log }) };
}

async function ask(page: Page, s: Shop, question: string) {
  const c = messagesFor(s.locale).chatBot;
  await page.getByRole('textbox', { name: c.inputLabel }).fill(question);
  await page.getByRole('button', { name: c.send }).click();
}

const questions = [
  { locale: 'de-DE', question: 'Wie lange dauert die Lieferung?', title: 'Versand und Lieferung', route: '/legal/shipping', quote: /2–4 Werktagen/ },
  { locale: 'fr-CH', question: 'Combien de temps dure la livraison ?', title: 'Livraison', route: '/legal/shipping', quote: /jours ouvrables/ },
  { locale: 'nl-NL', question: 'Hoe lang duurt de levering?', title: 'Verzending en levering', route: '/legal/shipping', quote: /werkdagen/ },
] as const;

for (const q of questions) {
  const s = shop(q.locale);
  const c = messagesFor(s.locale).chatBot;

  test(`${q.locale}: answers a help question with a quote and a link to its page, axe clean with the chat open`, async ({ page, axe, consoleWatch }) => {
    void consoleWatch;
    await page.goto(s.url('/service'));
    const { log } = await openChat(page, s);
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await ask(page, s, q.question);
    await expect(log.getByText(q.question)).toBeVisible();
    await expect(log.getByText(c.answers.help)).toBeVisible();
    await expect(log.locator('blockquote').first()).toContainText(q.quote);
    const link = log.getByRole('link', { name: fill(c.readMore, { title: q.title }) }).first();
    await expect(link).toHaveAttribute('href', new URL(s.url(q.route)).pathname);
    await axe();
    await link.click();
    await expect(page).toHaveURL(s.url(q.route));
    // The conversation is kept for the session: back on a service page, the chat shows it again.
    await openChat(page, s);
    await expect(page.getByRole('log', { name: c.log }).getByText(q.question)).toBeVisible();
  });
}

test.describe('de-DE', () => {
  const s = shop('de-DE');
  const c = messagesFor(s.locale).chatBot;

  test('is on the service pages but not under "about us" nor elsewhere', async ({ page }) => {
    await page.goto(s.url('/legal/shipping'));
    await expect(page.getByRole('button', { name: c.open })).toBeVisible();
    for (const route of ['/legal/imprint', '/legal/privacy', '/'] as const) {
      await page.goto(s.url(route));
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(page.getByRole('button', { name: c.open })).toHaveCount(0);
    }
  });

  test('keyboard: Escape closes the chat and the focus returns to its button; light and dark, 360 px, axe clean', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(s.url('/service'));
      const { button, field } = await openChat(page, s);
      await ask(page, s, 'Xylophon Quantenphysik');
      // The second round (dark) shows the first round's answer too: the conversation lasts for the session.
      await expect(page.getByRole('log', { name: c.log }).getByText(c.answers.unknown)).toHaveCount(scheme === 'light' ? 1 : 2);
      // The bot cannot help: it hands over to the contact form, and names the phone too.
      await expect(page.getByRole('link', { name: c.handover })).toHaveCount(1);
      await expect(page.getByRole('region', { name: c.title }).getByRole('link', { name: '+49 30 23125 400' })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      await axe();
      await field.press('Escape');
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    // The handover: the contact form opens with the conversation as the message, and says so.
    const contact = messagesFor(s.locale).contact;
    await page.getByRole('button', { name: c.open }).click();
    await page.getByRole('link', { name: c.handover }).click();
    await expect(page.getByRole('heading', { level: 1, name: contact.title })).toBeVisible();
    await expect(page.getByText(contact.chatDraft)).toBeVisible();
    await expect(page.getByLabel(contact.fields.message, { exact: true })).toHaveValue(/Xylophon Quantenphysik/);
  });

  test('asks a visitor to log in for an order question', async ({ page }) => {
    await page.goto(s.url('/service'));
    const { log } = await openChat(page, s);
    await ask(page, s, 'Wo bleibt meine Bestellung?');
    await expect(log.getByText(c.answers.loginRequired)).toBeVisible();
    await log.getByRole('button', { name: c.logIn }).click();
    await expect(page.getByRole('dialog', { name: messagesFor(s.locale).identity.login.title })).toBeVisible();
  });

  test.describe(() => {
    test.describe.configure({ timeout: 120_000 });

    test('answers "where is my order" from the customer’s own order, with a link to its page', async ({ page, axe }) => {
      const { orderNumber } = await orderOnInvoice(page, s, newCustomer('chat'));
      await page.goto(s.url('/service'));
      const { log } = await openChat(page, s);
      await ask(page, s, 'Wo bleibt meine Bestellung?');
      await expect(log.getByText(new RegExp(`^${orderNumber} vom .*: Bestellt$`))).toBeVisible();
      const link = log.getByRole('link', { name: fill(c.orderLink, { orderNumber }) });
      await expect(link).toHaveAttribute('href', new URL(s.url('/account/orders/[orderNumber]', { orderNumber })).pathname);
      await axe();
      await link.click();
      await expect(page).toHaveURL(s.url('/account/orders/[orderNumber]', { orderNumber }));
    });
  });
});
