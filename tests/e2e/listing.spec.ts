// Category and search pages as a shopper uses them: from the main navigation to a category, load more, quick view,
// filter, sort, search and the zero-results page; bad URLs answer safely. axe on every page type and the dialog.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/platform/i18n/locales';
import { expect, test } from './support/fixtures';
import { messagesFor } from './support/messages';
import { shop } from './support/shops';

const cases: { locale: Locale; term: string }[] = [
  { locale: 'de-DE', term: 'Kleid' },
  { locale: 'fr-CH', term: 'robe' },
  { locale: 'nl-NL', term: 'jurk' },
];

/** The first top category of the shipped navigation content: its label and public path. */
function firstNavItem(locale: Locale): { label: string; href: string } {
  const s = shop(locale);
  const file = path.join(process.cwd(), 'content', s.tenant, locale, 'navigation.json');
  const item = JSON.parse(readFileSync(file, 'utf8')).items[0] as { label: string; href: string };
  return { label: item.label, href: s.url('/category/[...path]', { path: item.href.replace(/^\/c\//, '').split('/') }).replace(s.origin, '') };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A price as the tile shows it, in minor units: every price has two decimals, so its digits are the amount. */
const minorUnits = (text: string) => Number(text.replace(/\D/g, ''));

for (const { locale, term } of cases) {
  const s = shop(locale);
  const m = messagesFor(locale);
  const t = m.listing;
  const q = m.quickView;

  test(`category: navigation, load more, quick view, filter and sort in ${s.tenant}/${locale}`, async ({ page, axe, consoleWatch }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(s.url('/'));
    const top = firstNavItem(locale);
    await page.getByRole('navigation', { name: m.shell.mainNav }).getByRole('link', { name: top.label, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(top.href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.breadcrumb })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escapeRegExp(top.href)}$`));
    await axe();

    // Load more appends the next 24 and moves focus to the first of them.
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(24);
    const names = await articles.locator('h3').allTextContents();
    await page.getByRole('button', { name: t.loadMore }).click();
    await expect(articles).toHaveCount(48);
    await expect(articles.nth(24).locator('h3 a')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /, 48 / })).toHaveCount(1);
    expect(await articles.locator('h3').allTextContents()).toEqual(expect.arrayContaining(names));

    // The quick view: a modal dialog named after the product; Escape closes it and focus returns to its button.
    const firstName = names[0]!;
    const quick = articles.first().getByRole('button', { name: new RegExp(q.open) });
    await quick.click();
    const dialog = page.getByRole('dialog', { name: firstName });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: q.toProduct })).toBeVisible();
    await axe();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(quick).toBeFocused();

    // Filter by the first brand; every tile then shows that brand, and a chip takes the filter back.
    const brandGroup = page.getByRole('group', { name: t.facetBrand });
    const firstBrand = brandGroup.getByRole('checkbox').first();
    const brand = (await firstBrand.getAttribute('value'))!;
    // A ticked box applies at once (issue 21): no button to reach past the other filters.
    await firstBrand.check();
    await expect(page).toHaveURL(/brand=/);
    await expect(page.getByRole('link', { name: t.removeFilter.replace('{label}', brand) })).toBeVisible();
    for (const text of await articles.locator('p.font-semibold.text-muted').allTextContents()) expect(text).toBe(brand);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Sort by price, ascending: the prices on the tiles go up.
    await page.getByRole('combobox', { name: t.sortLabel }).selectOption({ label: t.sortPriceAsc });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(/brand=/);
    // The list is replaced by client navigation; wait until it shows the new order.
    await expect
      .poll(async () => {
        const prices = (await articles.locator('p.text-lg').allTextContents()).map(minorUnits);
        return prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);
    expect(consoleWatch.errors).toEqual([]);
  });

  test(`search: results and the zero-results page in ${s.tenant}/${locale}`, async ({ page, axe }) => {
    await page.goto(s.url('/'));
    const search = page.getByRole('search');
    await search.getByRole('combobox').fill(term);
    await search.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/s\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(term, 'i'));
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await axe();

    const nonsense = 'qxzvwjkk';
    await page.goto(`${s.url('/search')}?q=${nonsense}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(nonsense);
    await expect(page.locator('main article')).toHaveCount(0);
    await expect(page.getByText(t.tipSpelling)).toBeVisible();
    await expect(page.getByRole('heading', { name: t.popularCategories })).toBeVisible();
    await axe();
  });
}

test('filters fold behind a disclosure at 360 px and the page does not scroll sideways', async ({ page, axe }) => {
  const s = shop('de-DE');
  const t = messagesFor('de-DE').listing;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(s.url('/category/[...path]', { path: ['damen'] }));
  const toggle = page.getByRole('button', { name: t.filters, exact: true });
  await expect(page.getByRole('button', { name: t.applyFilters })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: t.applyFilters })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await axe();
});

test('a category page works without JavaScript: filter form, sort button and a link to the next page', async ({ browser }) => {
  const s = shop('de-DE');
  const t = messagesFor('de-DE').listing;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(s.url('/category/[...path]', { path: ['damen'] }));
  const next = page.getByRole('link', { name: t.loadMore });
  await expect(next).toHaveAttribute('href', '/c/damen?page=2');
  await next.click();
  await expect(page).toHaveURL(/page=2$/);
  await expect(page.getByRole('link', { name: t.previousPage })).toHaveAttribute('href', '/c/damen');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/c\/damen\?page=2$/);
  await page.getByRole('combobox', { name: t.sortLabel }).selectOption('price-desc');
  await page.getByRole('button', { name: t.sortApply }).click();
  await expect(page).toHaveURL(/sort=price-desc/);
  await context.close();
});

test('bad listing URLs answer safely: unknown category 404, odd parameters fall back to defaults', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 404/);
  consoleWatch.allow(/Encountered a script tag/);
  const s = shop('de-DE');
  const t = messagesFor('de-DE');
  const missing = await page.goto(s.url('/category/[...path]', { path: ['gibt-es-nicht'] }));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: t.errors.notFoundTitle })).toBeVisible();

  const odd = await page.goto(`${s.url('/category/[...path]', { path: ['damen'] })}?page=9999&sort=cheapest&colour=ultraviolett&priceMin=-5&ratingMin=99&brand=`);
  expect(odd?.status()).toBe(200);
  await expect(page.locator('main article').first()).toBeVisible();

  const upper = await page.goto(s.url('/category/[...path]', { path: ['Damen'] }));
  expect(upper?.url()).toMatch(/\/c\/damen$/);

  const empty = await page.goto(`${s.url('/search')}?q=%20%20`);
  expect(empty?.status()).toBe(200);
  await expect(page.getByText(t.shell.searchEmpty)).toBeVisible();
});
