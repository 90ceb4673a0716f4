import { messagesFor } from './support/messages';
import { expect, test } from './support/fixtures';
import { shop, shops } from './support/shops';

test('the skip link is the first stop and moves focus to the content', async ({ page, consoleWatch }) => {
  const de = shop('de-DE');
  await page.goto(de.url('/'));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  expect(consoleWatch.errors).toEqual([]);
});

test('colour mode is chosen from the keyboard, confirmed by a toast, and kept on reload', async ({ page, axe }) => {
  const nl = shop('nl-NL');
  const t = messagesFor('nl-NL').colourMode;
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(nl.url('/'));
  const dark = page.getByRole('radio', { name: t.dark });
  await dark.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');

  const region = page.getByRole('region', { name: messagesFor('nl-NL').toast.region });
  await expect(region.getByRole('status')).toContainText(t.dark);

  // Close the toast from the keyboard. The focus on it holds its timer, so axe (slow on the home page with its
  // carousels) cannot outlast the toast.
  const close = region.getByRole('button', { name: messagesFor('nl-NL').toast.close });
  await close.focus();
  await axe();
  await page.keyboard.press('Enter');
  await expect(region.getByRole('listitem')).toHaveCount(0);

  // Arrow keys move within the radio group; the choice survives a reload without a flash of the wrong mode.
  await dark.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: t.system })).toBeChecked();
  await page.getByRole('radio', { name: t.dark }).check();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  await expect(page.getByRole('radio', { name: t.dark })).toBeChecked();
});

test('the toast queue keeps at most three toasts', async ({ page }) => {
  const de = shop('de-DE');
  const t = messagesFor('de-DE').colourMode;
  await page.goto(de.url('/'));
  for (const mode of [t.dark, t.light, t.system, t.dark, t.light] as const) {
    await page.getByRole('radio', { name: mode }).check();
  }
  const toasts = page.getByRole('region', { name: messagesFor('de-DE').toast.region }).getByRole('listitem');
  await expect(toasts).toHaveCount(3);
});

for (const s of shops) {
  test(`unknown pages answer a localized 404 in ${s.tenant}/${s.locale}`, async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 404/);
    // Next.js renders notFound() pages on the client after hydration (vercel/next.js#62228).
    consoleWatch.allow(/Encountered a script tag/);
    const errors = messagesFor(s.locale).errors;
    const response = await page.goto(`${s.url('/')}${s.url('/').endsWith('/') ? '' : '/'}gibt-es-nicht-${s.locale}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: errors.notFoundTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: errors.toHome, exact: true })).toHaveAttribute('href', s.url('/').replace(s.origin, ''));
  });

  test(`the footer leads to every legal page in ${s.tenant}/${s.locale}`, async ({ page, axe }) => {
    // The footer's links come from the content's footer menu (labels in the shop's words): found by their targets.
    const footerLink = (key: '/legal/imprint' | '/legal/terms' | '/legal/privacy' | '/legal/withdrawal') =>
      page.getByRole('contentinfo').locator(`a[href="${new URL(s.url(key)).pathname}"]`).first();
    await page.goto(s.url('/'));
    // Office hours are the shop's own local time, and the footer names that zone (issue 21: not Berlin everywhere).
    const zone = { de: 'Europe/Berlin', at: 'Europe/Vienna', ch: 'Europe/Zurich', nl: 'Europe/Amsterdam' }[s.tenant];
    await expect(page.getByRole('contentinfo')).toContainText(`(${zone})`);
    for (const key of ['/legal/imprint', '/legal/terms', '/legal/privacy', '/legal/withdrawal'] as const) {
      const href = await footerLink(key).getAttribute('href');
      const response = await page.context().newPage().then(async (tab) => {
        const answer = await tab.goto(new URL(href!, s.origin).toString());
        await tab.close();
        return answer;
      });
      expect(response?.status(), `${key} → ${href}`).toBe(200);
    }
    await footerLink('/legal/imprint').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(s.brand);
    await axe();
  });
}

test('a prefix of a language the tenant does not speak is a 404; the default prefix redirects', async ({ request }) => {
  const de = shop('de-DE');
  expect((await request.get(`${de.origin}/fr/panier`, { maxRedirects: 0 })).status()).toBe(404);
  const redirect = await request.get(`${de.origin}/de/warenkorb`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(new URL(redirect.headers().location!, de.origin).toString()).toBe(`${de.origin}/warenkorb`);
});

test('?lang= switches to the French Swiss shop and the language switch leads back', async ({ page }) => {
  const ch = shop('de-CH');
  await page.goto(`${ch.origin}/?lang=fr`);
  await expect(page).toHaveURL(`${ch.origin}/fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${ch.origin}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  // The switch keeps the page: the French imprint's German counterpart.
  await page.goto(`${ch.origin}/fr/aide-service/a-propos/mentions-legales`);
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${ch.origin}/service-hilfe/ueber-uns/impressum`);
});

test('an empty search is refused with the spec message and the field keeps focus', async ({ page }) => {
  await page.goto(shop('de-DE').url('/'));
  await page.getByRole('button', { name: 'Suchen' }).click();
  const field = page.getByRole('combobox', { name: 'Suche' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription('Bitte gib zunächst Deinen Suchbegriff ein.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Typing clears the message; the search then goes to the results page with the term.
  await field.fill('Sneaker');
  await expect(field).not.toHaveAttribute('aria-invalid');
});

test('an unknown host gets the default shop; the health check answers', async ({ request }) => {
  const health = await request.get(`${shop('de-DE').origin}/api/health`);
  expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
  const unknown = await request.get(`http://127.0.0.1:${new URL(shop('de-DE').origin).port}/`);
  expect(unknown.status()).toBe(200);
  expect(await unknown.text()).toContain('lang="de-DE"');
});
