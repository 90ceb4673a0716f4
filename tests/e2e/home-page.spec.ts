// The home page from content in de, at, fr-CH and nl: the hero picture (the LCP element, sized by srcset), category
// tiles with pictures, product carousels that move only when asked, axe-clean and without sideways scroll at 360 and
// 1280 px in light and dark mode (screenshots kept in test-results/home for a look). A banner with a date window
// appears and disappears with the shop's clock (x-test-clock, decision 0043); /storefront and the /special pages work.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { messagesFor } from './support/messages';
import { shop, type Shop } from './support/shops';

const locales = ['de-DE', 'de-AT', 'fr-CH', 'nl-NL'] as const;
const womenCategory = { 'de-DE': 'damen', 'de-AT': 'damen', 'fr-CH': 'femme', 'nl-NL': 'dames' } as const;
// The Swiss shop's two languages share the slug, so its language switch leads from one to the other.
const jobsPage = { 'de-DE': 'karriere', 'de-AT': 'karriere', 'fr-CH': 'jobs', 'nl-NL': 'vacatures' } as const;

async function noSidewaysScroll(page: Page, label: string) {
  const by = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(by, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

const prefix = (s: Shop) => new URL(s.url('/')).pathname.replace(/\/$/, '');

for (const locale of locales) {
  const s = shop(locale);
  test.describe(`home page ${locale}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('hero, tiles and carousels look right and pass axe at 360 and 1280 px, light and dark', async ({ page, axe, consoleWatch }, info) => {
      void consoleWatch;
      await page.goto(s.url('/'));
      const main = page.locator('main');

      const hero = main.locator('img[fetchpriority="high"]');
      await expect(hero).toHaveCount(1);
      expect(await hero.getAttribute('srcset')).toContain('1920w');
      expect(await hero.getAttribute('alt')).not.toBe('');
      expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const tiles = main.locator('section:has(h2) ul.grid img');
      expect(await tiles.count()).toBe(8);
      for (const img of await tiles.all()) {
        expect(await img.getAttribute('width')).toBe('640');
        expect(await img.getAttribute('alt')).toBeTruthy();
      }

      for (const source of ['bestsellers', 'new', 'recommended']) {
        const carousel = main.locator(`[data-carousel="${source}"]`);
        await expect(carousel.locator('article').first()).toBeVisible();
        await expect(carousel.getByRole('heading', { level: 2 })).toBeVisible();
      }

      // Scroll once through the page so the lazy pictures are in the full-page screenshots.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      for (const [width, scheme] of [[360, 'light'], [360, 'dark'], [1280, 'light'], [1280, 'dark']] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await axe();
        await noSidewaysScroll(page, `${locale} at ${width} px ${scheme}`);
        await page.screenshot({ path: path.join(info.project.outputDir, 'home', `${locale}-${width}-${scheme}.png`), fullPage: true });
      }
    });

    test('a carousel moves only on its buttons and keeps its cards in the tab order', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(s.url('/'));
      const carousel = page.locator('[data-carousel="bestsellers"]');
      const list = carousel.locator('ul').first();
      const scrollLeft = () => list.evaluate((el) => el.scrollLeft);
      const labels = messagesFor(locale).recommendations;
      const previous = carousel.getByRole('button', { name: labels.previous, exact: true });
      const next = carousel.getByRole('button', { name: labels.next, exact: true });
      await expect(previous).toBeDisabled();
      await page.waitForTimeout(1500);
      expect(await scrollLeft(), 'no auto-advance').toBe(0);
      await next.click();
      await expect.poll(scrollLeft).toBeGreaterThan(100);
      await expect(previous).toBeEnabled();
      await previous.click();
      await expect.poll(scrollLeft).toBe(0);
      // The cards' links are reachable by keyboard; focusing one scrolls it into view.
      const links = list.locator('article h3 a');
      await links.nth(3).focus();
      await expect(links.nth(3)).toBeInViewport();
    });

    test('a banner appears and disappears with its date window on the category page', async ({ page }) => {
      // With a query the listing renders per request (the query-less one is cached), so the clock applies.
      const url = `${s.origin}${prefix(s)}/c/${womenCategory[locale]}?sort=newest`;
      const banner = page.locator('[data-banner="black-week"]');
      const at = async (iso: string) => {
        await page.setExtraHTTPHeaders({ 'x-test-clock': iso });
        await page.goto(url);
      };
      await at('2026-11-26T23:59:59+01:00');
      await expect(page.locator('[data-banner="fashion-returns"]')).toBeVisible();
      await expect(banner).toHaveCount(0);
      await at('2026-11-27T00:00:00+01:00');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link')).toHaveAttribute('href', /\/c\/(sale|soldes)$/);
      await at('2026-12-01T00:00:00+01:00');
      await expect(banner).toHaveCount(0);
      await expect(page.locator('[data-banner="fashion-returns"]')).toBeVisible();
    });

    test('/storefront and the jobs page have content and pass axe', async ({ page, axe }) => {
      for (const path of ['/storefront', `/special/${jobsPage[locale]}`]) {
        const response = await page.goto(`${s.origin}${prefix(s)}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.locator('main p, main li').count(), `${path} has text`).toBeGreaterThan(2);
        await axe();
      }
      // The footer leads there.
      await expect(page.locator(`footer a[href$="/special/${jobsPage[locale]}"]`)).toHaveCount(1);
      await expect(page.locator('footer a[href$="/storefront"]')).toHaveCount(1);
    });
  });
}

test('the Dutch shop’s /special/vacatures and /special/algemene-voorwaarden answer with content', async ({ page, axe }) => {
  const s = shop('nl-NL');
  for (const path of ['/special/vacatures', '/special/algemene-voorwaarden']) {
    expect((await page.goto(`${s.origin}${path}`))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe();
  }
});
