// The product page's features as a shopper uses them, in de, fr-CH and nl: the instalment calculator (duration by
// keyboard, representative example, the ch and nl warnings), reviews (filter by stars, writing one with a localized
// validation message, markup shown as text, helpful vote) and the recommendation slot; and their endpoints answering
// bad input with 4xx, never 500. Reaches a product the way a shopper does: main navigation → category → first product.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Locale } from '../../src/platform/i18n/locales';
import { expect, test } from './support/fixtures';
import { escapeRegExp, fill, messagesFor } from './support/messages';
import { shop } from './support/shops';

async function openFirstProduct(page: Page, locale: Locale): Promise<string> {
  const s = shop(locale);
  const file = path.join(process.cwd(), 'content', s.tenant, locale, 'navigation.json');
  const item = JSON.parse(readFileSync(file, 'utf8')).items[0] as { href: string };
  // Content links carry no locale prefix; the second language of a shop (/fr) adds it.
  const prefix = s.url('/').slice(s.origin.length).replace(/^\/$/, '');
  await page.goto(`${s.origin}${prefix}${item.href}`);
  const product = page.locator('main a[href*="/p/"]').first();
  await product.click();
  await expect(page).toHaveURL(/\/p\/[^/]+-\d{7}$/);
  return /-(\d{7})$/.exec(new URL(page.url()).pathname)![1]!;
}


/** What a shopper types and reads in each language (plural forms the raw catalogs leave to the formatter). */
const cases: {
  locale: Locale;
  fourStars: string;
  ratingLabel: (stars: number) => string;
  review: { title: string; short: string; text: string };
  warning?: 'warningCh' | 'warningNl';
}[] = [
  {
    locale: 'de-DE',
    fourStars: '4 Sterne',
    ratingLabel: (n) => `${n} von 5 Sternen`,
    review: { title: '<b>Gut</b>', short: 'Zu kurz', text: 'Sitzt gut und trägt sich auch nach Stunden angenehm.' },
  },
  {
    locale: 'fr-CH',
    fourStars: '4 étoiles',
    ratingLabel: (n) => `${n} sur 5 étoiles`,
    review: { title: '<b>Bien</b>', short: 'Trop court', text: 'Très confortable, même après une longue journée.' },
    warning: 'warningCh',
  },
  {
    locale: 'nl-NL',
    fourStars: '4 sterren',
    ratingLabel: (n) => `${n} van 5 sterren`,
    review: { title: '<b>Goed</b>', short: 'Te kort', text: 'Zit prettig en blijft de hele dag comfortabel.' },
    warning: 'warningNl',
  },
];

for (const { locale, fourStars, ratingLabel, review, warning } of cases) {
  test(`instalments, reviews and recommendations on a product page in ${locale}`, async ({ page, axe, consoleWatch }) => {
    const m = messagesFor(locale);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openFirstProduct(page, locale);

    // Instalments: choose the longest duration from the keyboard (a small amount may allow only one); the rate
    // summary and the representative example follow.
    const calculator = page.getByRole('region', { name: m.financing.heading });
    const durations = calculator.getByRole('group', { name: m.financing.durationLegend });
    await expect(durations).toBeVisible();
    const radios = durations.getByRole('radio');
    const count = await radios.count();
    expect(count).toBeGreaterThan(0);
    await radios.first().focus();
    await radios.first().check();
    for (let i = 1; i < count; i += 1) await page.keyboard.press('ArrowDown');
    const longest = radios.last();
    await expect(longest).toBeChecked();
    const months = await longest.getAttribute('value');
    // All rates equal, or one fewer and a last rate: the headline counts as the legal example does.
    const even = fill(m.financing.rateSummary, { months: months!, rate: '' }).trim();
    const uneven = fill(m.financing.rateSummaryWithLast, { count: String(Number(months) - 1), rate: '', last: '' }).split('  ')[0]!.trim();
    await expect(calculator).toContainText(new RegExp(`${escapeRegExp(even)}|${escapeRegExp(uneven)}`));
    await expect(calculator).toContainText(shop(locale).currency === 'CHF' ? 'CHF' : '€');
    await expect(calculator.getByRole('heading', { name: m.financing.legalHeading })).toBeVisible();
    if (warning) await expect(calculator).toContainText(m.financing[warning]);

    // Reviews load after the page: filter by the stars of the first non-empty row, then show all again.
    const reviews = page.getByRole('region', { name: m.reviews.heading });
    await reviews.scrollIntoViewIfNeeded();
    const filters = reviews.getByRole('group', { name: m.reviews.filterByStars }).getByRole('button');
    await expect(filters.first()).toBeVisible();
    const filter = filters.and(page.locator(':not([disabled])')).first();
    // The seeded first product of each shop has reviews (deterministic seed), so the filter is always exercised.
    const stars = 5 - (await filters.evaluateAll((buttons) => buttons.findIndex((b) => !(b as HTMLButtonElement).disabled)));
    expect(stars).toBeLessThanOrEqual(5);
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    // The list is replaced after the filter's request: wait until every review shown has those stars.
    const ratings = reviews.getByRole('article').getByRole('img');
    const shown = () => ratings.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')));
    await expect
      .poll(async () => {
        const names = await shown();
        return names.length > 0 && names.every((name) => name === ratingLabel(stars));
      })
      .toBe(true);
    await reviews.getByRole('button', { name: m.reviews.allStars }).click();
    await expect(filter).toHaveAttribute('aria-pressed', 'false');

    // Write one with markup in it: the localized message for a short text, then the review shown as text. The
    // title is unique, so a retry against the same server finds its own review.
    const title = `${review.title} ${Date.now().toString(36)}`;
    await reviews.getByRole('button', { name: m.reviews.write.open }).click();
    const submit = reviews.getByRole('button', { name: m.reviews.write.submit });
    await expect(submit).toBeDisabled();
    // The stars are a React Aria radio group (the form kit's): its inputs are visually hidden, so the option's text
    // is clicked, as a shopper does.
    await reviews.getByRole('radiogroup', { name: m.reviews.write.rating }).getByText(fourStars, { exact: true }).click();
    await expect(reviews.getByRole('radio', { name: fourStars })).toBeChecked();
    await reviews.getByLabel(m.reviews.write.title).fill(title);
    await reviews.getByLabel(m.reviews.write.text).fill(review.short);
    await reviews.getByLabel(m.reviews.write.authorName).fill('E2E Test');
    await reviews.getByLabel(m.reviews.write.authorName).press('Tab');
    await expect(reviews.getByText(fill(m.reviews.errors.textTooShort, { min: '20' }))).toBeVisible();
    await expect(reviews.getByLabel(m.reviews.write.title)).toHaveValue(title);
    await reviews.getByLabel(m.reviews.write.text).fill(review.text);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: m.reviews.write.published })).toBeVisible();
    await expect(reviews.getByRole('heading', { name: title })).toBeVisible();

    // Helpful: one vote, shown pressed.
    const helpful = new RegExp(`^${fill(m.reviews.helpfulYes, { count: 'X' }).replace(/[()]/g, '\\$&').replace('X', '\\d+')}$`);
    const yes = reviews.getByRole('article').first().getByRole('button', { name: helpful });
    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');

    // Recommendations: the detail-view slot, in the visitor's layout.
    const similar = page.getByRole('region', { name: m.recommendations.similarHeading });
    await similar.scrollIntoViewIfNeeded();
    await expect(similar.getByRole('link').first()).toHaveAttribute('href', /\/p\/[^/]+-\d{7}$/);
    await expect(similar).toHaveAttribute('data-reco-layout', /^(carousel|grid)$/);

    await axe();
    expect(consoleWatch.errors).toEqual([]);
  });
}

test('the endpoints answer bad input with 4xx and JSON, never 500', async ({ request, page }) => {
  const s = shop('de-DE');
  const sku = await openFirstProduct(page, 'de-DE');
  const ok = await request.get(`${s.origin}/api/inform/rating/all/get?sku=${sku}&sort=helpful`);
  expect(ok.status()).toBe(200);
  expect((await ok.json()).pageSize).toBe(20);
  expect((await request.get(`${s.origin}/api/inform/rating/new/get?sku=${sku}`)).status()).toBe(200);

  for (const url of [
    `/api/inform/rating/all/get?sku=${encodeURIComponent("1' OR '1'='1")}`,
    `/api/inform/rating/all/get?sku=${sku}&stars=0`,
    '/api/dynamicyield/checkout/1234567/-/-',
    `/api/dynamicyield/detail-view/${sku}/${encodeURIComponent('<script>')}/-`,
  ]) {
    expect((await request.get(`${s.origin}${url}`)).status(), url).toBe(400);
  }
  expect((await request.get(`${s.origin}/api/dynamicyield/detail-view/0000000/-/-`)).status()).toBe(404);
  const reco = await request.get(`${s.origin}/api/dynamicyield/add-to-basket/${sku}/-/-`);
  expect(reco.status()).toBe(200);
  expect(reco.headers()['cache-control']).toMatch(/^public/);

  for (const rating of [0, 6, 2.5]) {
    const stored = await request.post(`${s.origin}/api/inform/rating/new/store`, {
      data: { sku, rating, title: 'Titel', text: 'Ein Text, der lang genug ist.', authorName: 'Test' },
    });
    expect(stored.status()).toBe(400);
  }
  const feedback = await request.post(`${s.origin}/api/inform/rating/feedback`, {
    data: { reviewId: 2_000_000_000, helpful: true },
  });
  expect(feedback.status()).toBe(404);
  const exposure = await request.post(`${s.origin}/api/experiments/exposure`, {
    data: { experiment: 'reco-layout', variant: 'nope', visitorId: crypto.randomUUID(), page: '/' },
  });
  expect(exposure.status()).toBe(400);
});
