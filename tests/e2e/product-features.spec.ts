// The product page's features as a shopper uses them: the instalment calculator, reviews (summary, load more,
// helpful vote, writing one, markup shown as text) and the recommendation slot; and their endpoints answering bad
// input with 4xx, never 500. Reaches a product the way a shopper does: main navigation → category → first product.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Locale } from '../../src/platform/i18n/locales';
import { expect, test } from './support/fixtures';
import { messagesFor } from './support/messages';
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

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

test('instalments, reviews and recommendations on a product page (de-DE)', async ({
  page,
  axe,
  consoleWatch,
}) => {
  const m = messagesFor('de-DE');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openFirstProduct(page, 'de-DE');

  // Instalments: choose a duration from the keyboard; the rate and the representative example follow.
  const calculator = page.getByRole('region', { name: m.financing.heading });
  const durations = calculator.getByRole('group', { name: m.financing.durationLegend });
  await expect(durations).toBeVisible();
  const radios = durations.getByRole('radio');
  await radios.first().focus();
  await radios.first().check();
  await expect(radios.first()).toBeChecked();
  await expect(calculator.getByRole('heading', { name: m.financing.legalHeading })).toBeVisible();

  // Reviews: the section loads after the page; write one with markup in it and see it as text.
  const reviews = page.getByRole('region', { name: m.reviews.heading });
  await reviews.scrollIntoViewIfNeeded();
  await reviews.getByRole('button', { name: m.reviews.write.open }).click();
  const submit = reviews.getByRole('button', { name: m.reviews.write.submit });
  await expect(submit).toBeDisabled();
  await reviews.getByRole('radio', { name: '4 Sterne' }).check();
  await reviews.getByLabel(m.reviews.write.title).fill('<b>Gut</b>');
  await reviews.getByLabel(m.reviews.write.text).fill('Zu kurz');
  await reviews.getByLabel(m.reviews.write.authorName).fill('E2E Test');
  await reviews.getByLabel(m.reviews.write.authorName).press('Tab');
  await expect(reviews.getByText(fill(m.reviews.errors.textTooShort, { min: '20' }))).toBeVisible();
  await reviews.getByLabel(m.reviews.write.text).fill('Sitzt gut und trägt sich auch nach Stunden angenehm.');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: m.reviews.write.published })).toBeVisible();
  await expect(reviews.getByRole('heading', { name: '<b>Gut</b>' })).toBeVisible();

  // Helpful: one vote, shown pressed.
  const yes = reviews
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Ja \(\d+\)$/ });
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

test('the calculator, reviews and recommendations speak French in the Swiss shop', async ({ page }) => {
  const m = messagesFor('fr-CH');
  await openFirstProduct(page, 'fr-CH');
  await expect(page.getByRole('region', { name: m.financing.heading })).toContainText('CHF');
  await expect(page.getByRole('region', { name: m.reviews.heading })).toBeVisible();
});

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
