// The bra size finder (issue 18, decision 0047) in de, at, fr-CH and nl: on a bra listing it sets the size filter, on
// a bra's product page it chooses the size; both measurements are required and checked with a localized message,
// nothing typed is lost; the dialog is axe-clean at 360 px (no sideways scroll) and 1280 px, light and dark.
import type { Page } from '@playwright/test';
import { braCups } from '../../src/commerce/catalog/bra-size-table';
import { categoryById, categorySlugPath } from '../../src/demo/catalog/category-tree';
import { languageOf } from '../../src/platform/i18n/locales';
import { expect, test } from './support/fixtures';
import { escapeRegExp, fill, messagesFor } from './support/messages';
import { shop, type Shop } from './support/shops';

const locales = ['de-DE', 'de-AT', 'fr-CH', 'nl-NL'] as const;

const braListing = (s: Shop) =>
  s.url('/category/[...path]', { path: categorySlugPath(categoryById('damen-waesche-bhs')!, languageOf(s.locale)).split('/') });

/** Measurements in the middle of a size's cup and band: "80C" → under-bust 80, bust 80 + 17. */
function measurementsFor(size: string): { bust: string; underBust: string } {
  const [, band, cup] = /^(\d+)([A-Z]+)$/.exec(size)!;
  const step = braCups.find((c) => c.cup === cup)!;
  return { bust: String(Number(band) + step.from + 1), underBust: band! };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const locale of locales) {
  const s = shop(locale);
  const m = messagesFor(locale);
  const t = m.braSizeFinder;

  test.describe(`bra size finder ${s.tenant}/${locale}`, () => {
    // Several axe runs a test, on a machine shared with other builds.
    test.describe.configure({ timeout: 120_000 });

    test('on a bra listing it filters the listing by the found size', async ({ page, axe, consoleWatch: _watch }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(braListing(s));
      await page.getByRole('button', { name: t.open }).click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await expect(dialog).toBeVisible();

      // Both measurements are required: the button waits for both (SPEC §5).
      const submit = dialog.getByRole('button', { name: t.submit });
      const bust = dialog.getByRole('textbox', { name: t.bust, exact: true });
      const underBust = dialog.getByRole('textbox', { name: t.underBust });
      await bust.fill('88');
      await expect(submit).toBeDisabled();
      // A bad value says what is wrong, in the shop's language, and keeps what was typed.
      await underBust.fill('73cm');
      await bust.focus();
      await expect(dialog.getByText(t.validation.BRA_NUMBER)).toBeVisible();
      await expect(underBust).toHaveValue('73cm');
      await expect(bust).toHaveValue('88');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await axe();
        await noSidewaysScroll(page);
      }

      await underBust.fill('73');
      await submit.click();
      // 73 cm rounds to the 75 band, 15 cm difference is cup B.
      await expect(page).toHaveURL(/[?&]size=75B(&|$)/);
      await expect(page.getByRole('link', { name: /75B/ }).first()).toBeVisible();
    });

    test('on a bra product page it chooses the found size', async ({ page, axe, consoleWatch: _watch }) => {
      await page.goto(braListing(s));
      await page.locator('main article h3 a').first().click();
      const sizes = page.getByRole('group', { name: m.product.size });
      await expect(sizes).toBeVisible();
      // A size this product has in stock in the colour shown.
      const size = (await sizes.locator('input:not(:disabled)').first().getAttribute('value'))!;
      await page.getByRole('button', { name: t.open }).click();
      const dialog = page.getByRole('dialog', { name: t.title });
      const { bust, underBust } = measurementsFor(size);
      await dialog.getByRole('textbox', { name: t.bust, exact: true }).fill(bust.replace('.', ','));
      await dialog.getByRole('textbox', { name: t.underBust }).fill(underBust);
      for (const [width, scheme] of [[360, 'dark'], [1280, 'light']] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await axe();
        await noSidewaysScroll(page);
      }
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(sizes.getByRole('radio', { name: size, exact: true })).toBeChecked();
      // The size as the shop names it: EU, and in French-speaking Switzerland the French band beside it.
      const [, band, cup] = /^(\d+)([A-Z]+)$/.exec(size)!;
      const named = locale === 'fr-CH' ? fill(t.sizeBoth, { eu: size, fr: `${Number(band) + 15}${cup}` }) : size;
      await expect(page.getByRole('status').filter({ hasText: new RegExp(escapeRegExp(fill(t.chosen, { size: named }))) })).toBeVisible();
      await axe();
    });
  });
}

test('a size outside the table is said so, and the measurements stay', async ({ page, consoleWatch }) => {
  // The endpoint answers 422 BRA_SIZE_OUT_OF_TABLE, which the browser logs as a failed load.
  consoleWatch.allow(/status of 422/);
  const s = shop('de-DE');
  const t = messagesFor('de-DE').braSizeFinder;
  await page.goto(braListing(s));
  await page.getByRole('button', { name: t.open }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await dialog.getByRole('textbox', { name: t.bust, exact: true }).fill('84');
  await dialog.getByRole('textbox', { name: t.underBust }).fill('75');
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t.outOfTable);
  await expect(dialog.getByRole('textbox', { name: t.bust, exact: true })).toHaveValue('84');
});
