// Service help in the shell and the service layer (issue 17): the header's service flyout (content links that all
// work, the phone service's hours agreeing with the footer's), the service-layer page without header and footer, and
// /api/servicelayer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messagesFor } from './support/messages';
import { expect, test } from './support/fixtures';
import { shop, type Shop } from './support/shops';

/** The flyout's button is named by the content's menu title (src/features/shell/service-flyout.tsx). */
function flyoutTitle(s: Shop): string {
  const file = path.join(process.cwd(), 'content', s.tenant, s.locale, 'menus', 'service-flyout.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { title?: string }).title ?? messagesFor(s.locale).shell.service;
}

const serviceLayerUrl = (s: Shop, identifier: string) => s.url('/servicelayer/[identifier]', { identifier });

for (const locale of ['de-DE', 'fr-CH', 'nl-NL'] as const) {
  const s = shop(locale);

  test(`the service flyout opens from the keyboard, its links all work and its hours are the footer's in ${locale}`, async ({
    page,
    request,
  }) => {
    await page.goto(s.url('/'));
    const button = page.getByRole('banner').getByRole('button', { name: flyoutTitle(s) });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();

    const links = await panel.getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    const pages = links.filter((href) => href.startsWith('/'));
    expect(pages.length, 'help, shipping, payment, returns, newsletter, account links').toBeGreaterThanOrEqual(6);
    for (const href of pages) expect((await request.get(`${s.origin}${href}`)).status(), href).toBe(200);
    // The contact form is linked only once it is served (src/commerce/tenant/served-routes.ts).
    const contact = s.url('/service/contact').replace(s.origin, '');
    expect(pages.includes(contact)).toBe((await request.get(`${s.origin}${contact}`)).status() === 200);

    // One source for the hours: the flyout shows exactly what the footer shows.
    const hours = (root: ReturnType<typeof page.locator>) => root.locator('[data-service-hours]').innerText();
    expect(await hours(panel)).toBe(await hours(page.getByRole('contentinfo')));
    await expect(panel).toContainText(messagesFor(locale).footer.customerServiceHours);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test('the open service flyout fits a 360 px screen, in dark mode, and is axe-clean', async ({ page, axe }) => {
  const de = shop('de-DE');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(de.url('/'));
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  const button = page.getByRole('banner').getByRole('button', { name: flyoutTitle(de) });
  await button.click();
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await axe();
  // A click elsewhere closes it.
  await page.mouse.click(4, 780);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

for (const [locale, identifier, title] of [
  ['de-DE', 'delivery', 'Lieferung'],
  ['fr-CH', 'instalments', 'Paiement échelonné'],
  ['nl-NL', 'delivery', 'Levering'],
] as const) {
  test(`the service-layer page shows only the snippet, without header and footer, in ${locale}`, async ({ page, axe, consoleWatch }) => {
    const s = shop(locale);
    const response = await page.goto(serviceLayerUrl(s, identifier));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(page).toHaveTitle(`${await heading.innerText()} | ${s.brand}`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await axe();
    // Its links lead into the shop.
    const link = page.getByRole('main').getByRole('link').first();
    expect((await page.request.get(new URL((await link.getAttribute('href'))!, s.origin).toString())).status()).toBe(200);
    expect(consoleWatch.errors).toEqual([]);
  });
}

test('an unknown service layer is a 404 without the shell; the page is in no sitemap', async ({ page, request, consoleWatch }) => {
  consoleWatch.allow(/status of 404/);
  consoleWatch.allow(/Encountered a script tag/);
  const de = shop('de-DE');
  const response = await page.goto(serviceLayerUrl(de, 'gibt-es-nicht'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main')).toContainText(messagesFor('de-DE').serviceLayer.notFound);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const sitemap = await (await request.get(`${de.origin}/sitemaps/pages.xml`)).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/servicelayer/');
});

test('/api/servicelayer answers a snippet of the shop and language as JSON, and 404 or 400 with a code', async ({ request }) => {
  const de = shop('de-DE');
  const ok = await request.get(`${de.origin}/api/servicelayer?identifier=delivery`);
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  expect(await ok.json()).toMatchObject({ identifier: 'delivery', locale: 'de-DE', title: 'Lieferung' });

  const fr = shop('fr-CH');
  const french = await request.get(`${fr.origin}/api/servicelayer?identifier=delivery&lang=fr`);
  expect(await french.json()).toMatchObject({ locale: 'fr-CH' });
  const link = (await french.json()).blocks.find((b: { type: string }) => b.type === 'link-list')?.links[0]?.href;
  if (link) expect(link).toMatch(/^\/fr\//);

  const missing = await request.get(`${de.origin}/api/servicelayer?identifier=gibt-es-nicht`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: 'SERVICE_LAYER_NOT_FOUND' });

  const invalid = await request.get(`${de.origin}/api/servicelayer?identifier=..%2Fmenus%2Ffooter`);
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ error: 'SERVICE_LAYER_IDENTIFIER_INVALID' });
});
