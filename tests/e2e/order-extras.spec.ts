// After an order, on the confirmation: confetti (flag `confetti`; none under prefers-reduced-motion), the survey of
// the shop's language answered once per order, and nothing of the CO2 compensation (flag `co2Compensation` off).
// In de, at (reduced motion), fr-CH and nl; axe on each.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/platform/i18n/locales';
import { orderOnInvoice } from './support/account';
import { expect, test } from './support/fixtures';
import { newCustomer } from './support/identity';
import { fill, messagesFor } from './support/messages';
import { dressTerm, shop, type Shop } from './support/shops';

interface SurveyFile {
  title: string;
  thanks: string;
  questions: { id: string; type: string; label: string; options?: { label: string }[] }[];
}

const surveyOf = (s: Shop): SurveyFile =>
  JSON.parse(readFileSync(path.join('content', s.tenant, s.locale, 'surveys', 'after-order.json'), 'utf8')) as SurveyFile;

async function answerSurvey(page: Page, s: Shop, survey: SurveyFile) {
  const t = messagesFor(s.locale).checkout.survey;
  const form = page.getByRole('region', { name: survey.title });
  const submit = form.getByRole('button', { name: t.submit });
  await expect(submit).toBeDisabled();
  for (const q of survey.questions) {
    if (q.type === 'rating') await form.getByRole('radiogroup', { name: q.label }).getByText(fill(t.rating, { stars: 5 }), { exact: true }).click();
    if (q.type === 'single') await form.getByRole('radiogroup', { name: q.label }).getByText(q.options![0]!.label, { exact: true }).click();
    if (q.type === 'multiple') await form.getByRole('group', { name: q.label }).getByLabel(q.options![1]!.label, { exact: true }).check();
  }
  const text = survey.questions.find((q) => q.type === 'text')!;
  return { form, submit, comment: form.getByLabel(text.label) };
}

const locales: Locale[] = ['de-DE', 'de-AT', 'fr-CH', 'nl-NL'];

test.describe('after an order', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const locale of locales) {
    const reduced = locale === 'de-AT';
    test(`confetti ${reduced ? 'left out under reduced motion' : 'with motion'}, the survey once, no CO2 (${locale})`, async ({ page, axe }) => {
      const s = shop(locale);
      const t = messagesFor(locale).checkout.survey;
      const survey = surveyOf(s);
      if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
      const { orderNumber } = await orderOnInvoice(page, s, newCustomer(`umfrage-${s.tenant}`), dressTerm[locale]);

      const confetti = page.locator('canvas[data-confetti]');
      if (reduced) {
        await expect(page.getByRole('heading', { name: survey.title })).toBeVisible();
        await expect(confetti).toHaveCount(0);
      } else {
        await expect(confetti).toHaveAttribute('data-confetti', 'fired');
        await expect(confetti).toHaveAttribute('aria-hidden', 'true');
      }
      await expect(page.getByText(/CO2|CO₂/i)).toHaveCount(0);

      const { form, submit, comment } = await answerSurvey(page, s, survey);
      await axe();
      if (locale === 'de-DE') {
        // Too long a text: the message under the field, and every answer still there.
        await comment.fill('x'.repeat(1001));
        await submit.click();
        await expect(form.getByText(fill(t.errors.TOO_LONG, { max: 1000 }))).toBeVisible();
        await expect(form.getByRole('radio', { name: fill(t.rating, { stars: 5 }) })).toBeChecked();
        await axe();
      }
      await comment.fill('Alles gut.');
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: survey.thanks })).toBeVisible();
      await axe();

      // Once per order: the page says so, and the endpoint refuses a second answer.
      await page.reload();
      await expect(page.getByRole('region', { name: survey.title }).getByText(t.answered)).toBeVisible();
      const again = await page.request.post(`${s.origin}/api/orders/${orderNumber}/survey`, {
        headers: { 'x-shop-csrf': '1', origin: s.origin },
        data: { answers: { satisfaction: '1' } },
      });
      expect(again.status()).toBe(409);
    });
  }
});
