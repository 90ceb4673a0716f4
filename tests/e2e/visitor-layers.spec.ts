// The geo-country layer and the app banner (issue 18, decision 0048) in de, at, fr-CH and nl. The geo layer offers
// the shop of the country the visitor seems to be in — by the CDN's country header, else the address, else the
// browser's language — once: staying or going is remembered, and nothing is offered in the shop's own country. The
// app banner shows on phones only, stays away once dismissed, and never shows in the checkout. Both are axe-clean,
// in light and dark mode, without sideways scroll at 360 px.
import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { vendorOrigin } from './support/vendor-port';
import { expect, test } from './support/fixtures';
import { fill, messagesFor } from './support/messages';
import { shop, type Shop } from './support/shops';

test.use({ layersAnswered: false });
// Several axe runs a test, on a machine shared with other builds.
test.describe.configure({ timeout: 120_000 });

const format = (template: string, locale: string, values: Record<string, string>) =>
  String(new IntlMessageFormat(template, locale).format(values));

/** Waits until the page has asked its question (the geo offer) and settled, so an absent layer is really absent. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function looksRight(page: Page, axe: () => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await axe();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
}

/** Each shop, where the visitor seems to be, and how the shop learns it. */
const offers: { locale: 'de-DE' | 'de-AT' | 'fr-CH' | 'nl-NL'; headers: Record<string, string>; country: string; origin: string }[] = [
  { locale: 'de-DE', headers: { 'cf-ipcountry': 'AT' }, country: 'AT', origin: shop('de-AT').origin },
  // A German address (a Hanover publisher's block) in the offline database.
  { locale: 'de-AT', headers: { 'x-forwarded-for': '193.99.144.80' }, country: 'DE', origin: shop('de-DE').origin },
  { locale: 'fr-CH', headers: { 'accept-language': 'nl-NL,nl;q=0.9' }, country: 'NL', origin: shop('nl-NL').origin },
  { locale: 'nl-NL', headers: { 'cf-ipcountry': 'CH' }, country: 'CH', origin: shop('de-CH').origin },
];

for (const offer of offers) {
  const s: Shop = shop(offer.locale);
  const t = messagesFor(offer.locale).visitorLayers;

  test(`geo layer ${s.tenant}/${offer.locale}: offers the ${offer.country} shop once, staying is remembered`, async ({ page, axe, consoleWatch: _watch }) => {
    await page.setExtraHTTPHeaders(offer.headers);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(s.url('/'));
    const dialog = page.getByRole('dialog', { name: format(t.geoHeading, offer.locale, { country: offer.country }) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(format(t.geoText, offer.locale, { country: offer.country }));
    const go = dialog.getByRole('link', { name: format(t.geoSwitch, offer.locale, { country: offer.country }) });
    await expect(go).toHaveAttribute('href', `${offer.origin}/`);
    await looksRight(page, axe);
    await page.setViewportSize({ width: 1280, height: 900 });
    await looksRight(page, axe);

    await dialog.getByRole('button', { name: t.geoStay }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await settled(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('geo layer: going to the other shop is remembered, and the other shop offers nothing in its own country', async ({ page, consoleWatch: _watch }) => {
  const de = shop('de-DE');
  const t = messagesFor('de-DE').visitorLayers;
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'NL' });
  await page.goto(de.url('/'));
  const go = page.getByRole('link', { name: format(t.geoSwitch, 'de-DE', { country: 'NL' }) });
  await go.click();
  await expect(page).toHaveURL(`${shop('nl-NL').origin}/`);
  // In the Dutch shop a visitor from the Netherlands is at home.
  await settled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Back in the German shop, the choice stands.
  await page.goto(de.url('/'));
  await settled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('geo layer: nothing is offered in the own country, by header, address or language', async ({ page, consoleWatch: _watch }) => {
  for (const [locale, headers] of [
    ['de-DE', { 'cf-ipcountry': 'DE', 'accept-language': 'de-AT' }],
    ['de-AT', { 'x-forwarded-for': '194.232.104.3' }],
    ['fr-CH', { 'accept-language': 'fr-CH' }],
    ['nl-NL', { 'cf-ipcountry': 'NL' }],
  ] as const) {
    await page.setExtraHTTPHeaders(headers);
    await page.goto(shop(locale).url('/'));
    await settled(page);
    await expect(page.getByRole('dialog'), locale).toHaveCount(0);
  }
});

for (const locale of ['de-DE', 'de-AT', 'fr-CH', 'nl-NL'] as const) {
  const s = shop(locale);
  const t = messagesFor(locale).visitorLayers;

  test(`app banner ${s.tenant}/${locale}: on phones only, dismissal remembered, never in the checkout`, async ({ page, axe, consoleWatch: _watch }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(s.url('/'));
    await settled(page);
    const banner = page.getByRole('region', { name: t.appLabel });
    await expect(banner).toHaveCount(0);

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(fill(t.appText, { brand: s.brand }));
    await expect(banner.getByRole('link', { name: t.appOpen })).toHaveAttribute('href', `${vendorOrigin}/app/${s.tenant}`);
    await looksRight(page, axe);

    // Not in the checkout, though not dismissed yet.
    await page.goto(s.url('/checkout'));
    await settled(page);
    await expect(banner).toHaveCount(0);

    await page.goto(s.url('/'));
    await banner.getByRole('button', { name: t.appDismiss }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await settled(page);
    await expect(banner).toHaveCount(0);
  });
}

test('app banner: the app link leads to a page', async ({ request }) => {
  expect((await request.get(`${vendorOrigin}/app/de`)).ok()).toBe(true);
});
