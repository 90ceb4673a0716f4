// Every page type, in every shop and language, as a phone (360 px) and a desktop (1280 px) shows it, in light and
// dark mode: axe finds nothing (every WCAG 2.2 A/AA rule of the newest axe-core, WCAG 2.5.3 "label in name" among
// them) and nothing scrolls sideways (issue 21). The dialogs a shopper opens — consent banner, basket layer, quick
// view, login — are checked open.
import type { Page } from '@playwright/test';
import { putInBasket } from './support/checkout';
import { expect, test } from './support/fixtures';
import { messagesFor } from './support/messages';
import { dressTerm, shop, shops, type Shop } from './support/shops';

/** Phone light and desktop dark everywhere; the German shop in all four combinations. */
const looks = (s: Shop) =>
  (s.locale === 'de-DE'
    ? [[360, 'light'], [360, 'dark'], [1280, 'light'], [1280, 'dark']]
    : [[360, 'light'], [1280, 'dark']]) as [number, 'light' | 'dark'][];

async function checkEveryLook(page: Page, s: Shop, axe: () => Promise<void>, name: string) {
  for (const [width, scheme] of looks(s)) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await axe();
    const overflow = await page.evaluate(() => {
      const width = window.innerWidth;
      // What sticks out, for the message: the innermost elements reaching past the window (their text too).
      const out = (e: Element) => e.getBoundingClientRect().right > width + 1;
      // Inside a box that clips or scrolls sideways (a carousel, a visually hidden text) nothing widens the page.
      const clipped = (e: Element) => {
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        return false;
      };
      const culprits = [...document.querySelectorAll('body *')]
        .filter((e) => out(e) && ![...e.children].some(out) && !clipped(e))
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 4).join('.')} "${(e.textContent ?? '').trim().slice(0, 40)}"`);
      return { by: document.documentElement.scrollWidth - width, culprits };
    });
    expect(overflow.by, `${name} scrolls sideways at ${width} px (${scheme}): ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(0);
  }
}

/** The address of the first product a search finds (its tile's link). */
async function firstProductPath(page: Page, s: Shop): Promise<string> {
  await page.goto(`${s.url('/search')}?q=${encodeURIComponent(dressTerm[s.locale])}`);
  const link = page.locator('main article h3 a').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

for (const s of shops) {
  const m = messagesFor(s.locale);
  test.describe(`${s.tenant}/${s.locale}`, () => {
    test.describe.configure({ timeout: 240_000 });

    test('home, category, search, zero results and product page', async ({ page, axe, consoleWatch }) => {
      consoleWatch.allow(/404/);
      await page.goto(s.url('/'));
      await checkEveryLook(page, s, axe, 'home');
      const category = page.getByRole('navigation', { name: m.shell.mainNav }).getByRole('link').first();
      await page.goto(`${s.origin}${(await category.getAttribute('href'))!}`);
      await expect(page.locator('main article').first()).toBeVisible();
      await checkEveryLook(page, s, axe, 'category');
      const product = await firstProductPath(page, s);
      await checkEveryLook(page, s, axe, 'search');
      await page.goto(`${s.url('/search')}?q=qxzvwjkk`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('qxzvwjkk');
      await checkEveryLook(page, s, axe, 'zero results');
      await page.goto(`${s.origin}${product}`);
      await expect(page.getByRole('button', { name: m.product.addToBasket })).toBeVisible();
      await checkEveryLook(page, s, axe, 'product');
    });

    test('basket, wishlist, service, contact, registration, account login and not found', async ({ page, axe, consoleWatch }) => {
      consoleWatch.allow(/404/);
      await page.goto(s.url('/basket'));
      await putInBasket(page, s, dressTerm[s.locale], 10_00, 90_00);
      await page.reload();
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      await checkEveryLook(page, s, axe, 'basket');
      for (const key of ['/wishlist', '/service', '/service/contact', '/register', '/account'] as const) {
        await page.goto(s.url(key));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkEveryLook(page, s, axe, key);
      }
      await page.goto(`${s.origin}/gibt-es-nicht-${s.tenant}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkEveryLook(page, s, axe, 'not found');
    });
  });
}

test.describe('dialogs open', () => {
  test.use({ consentDecided: false });
  for (const locale of ['de-DE', 'fr-CH', 'nl-NL'] as const) {
    const s = shop(locale);
    const m = messagesFor(locale);
    test(`consent banner, basket layer, quick view and login in ${locale}`, async ({ page, axe }) => {
      test.setTimeout(120_000);
      await page.goto(s.url('/'));
      const banner = page.getByRole('dialog', { name: m.consent.title });
      await expect(banner).toBeVisible();
      await checkEveryLook(page, s, axe, 'consent banner');
      await banner.getByRole('button', { name: m.consent.acceptAll }).press('Enter');
      await expect(banner).toBeHidden();
      // The keyboard is somewhere on the page again, not on its body (issue 21).
      await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);

      await page.goto(await firstProductPath(page, s).then((p) => `${s.origin}${p}`));
      const sizes = page.getByRole('group', { name: m.product.size });
      if ((await sizes.count()) > 0) await sizes.getByRole('radio').and(page.locator(':not([disabled])')).first().check({ force: true });
      await page.getByRole('button', { name: m.product.addToBasket }).click();
      const layer = page.getByRole('dialog', { name: m.basket.client.added });
      await expect(layer).toBeVisible();
      await checkEveryLook(page, s, axe, 'basket layer');
      await page.keyboard.press('Escape');
      await expect(layer).toBeHidden();
      await expect(page.getByRole('button', { name: m.product.addToBasket })).toBeFocused();

      await page.goto(`${s.url('/search')}?q=${encodeURIComponent(dressTerm[locale])}`);
      await page.locator('main article').first().getByRole('button', { name: new RegExp(m.quickView.open) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkEveryLook(page, s, axe, 'quick view');
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('banner').getByRole('button', { name: m.shell.login }).click();
      await expect(page.getByRole('dialog', { name: m.identity.login.title })).toBeVisible();
      await checkEveryLook(page, s, axe, 'login');
    });
  }
});
