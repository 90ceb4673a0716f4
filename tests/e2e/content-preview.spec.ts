// The content preview (decision 0045) as an editor uses it, in de, at, fr-CH and nl: the signed entry link turns it on
// for this browser; drafts show with the preview banner on every page, the answers are private and uncached; a second
// browser meanwhile sees the published page; "end preview" turns it off and closes the tab, or says it could not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/platform/i18n/locales';
import { consentCookies } from './support/consent';
import { expect, test } from './support/fixtures';
import { messagesFor } from './support/messages';
import { previewLink } from './support/preview';
import { shop, type Shop } from './support/shops';

/** The notice the shipped draft of the service page adds (content/<tenant>/<locale>/drafts/pages/<slug>.json). */
function draftNotice(s: Shop): string {
  const slug = new URL(s.url('/service')).pathname.replace(/^\/[a-z]{2}\//, '/').slice(1);
  const file = path.join('content', s.tenant, s.locale, 'drafts', 'pages', `${slug}.json`);
  const draft = JSON.parse(readFileSync(file, 'utf8')) as { blocks: { type: string; text?: string }[] };
  return draft.blocks.find((b) => b.type === 'notice')!.text!;
}

const locales: Locale[] = ['de-DE', 'de-AT', 'fr-CH', 'nl-NL'];

test.describe('content preview', () => {
  // Each page a preview shows is rendered for the request: slower than the cached pages the other tests see.
  test.describe.configure({ timeout: 90_000 });

  for (const locale of locales) {
    test(`shows drafts with the banner in this browser only, and ends (${locale})`, async ({ page, browser, axe }) => {
      const s = shop(locale);
      const t = messagesFor(locale).shell.preview;
      const notice = draftNotice(s);
      const servicePage = s.url('/service');
      const banner = page.getByRole('region', { name: t.label });

      await page.goto(servicePage);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(notice)).toHaveCount(0);
      await expect(banner).toHaveCount(0);

      const entered = page.waitForResponse((r) => r.url() === servicePage && r.request().resourceType() === 'document');
      await page.goto(await previewLink(s, new URL(servicePage).pathname));
      const answer = await entered;
      await expect(page).toHaveURL(servicePage);
      expect(answer.headers()['cache-control']).toMatch(/private/);
      expect(answer.headers()['cache-control']).toMatch(/no-store/);
      await expect(banner).toContainText(t.text);
      await expect(page.getByText(notice)).toBeVisible();
      await axe();

      // On every page, also one that has no draft.
      await page.goto(s.url('/'));
      await expect(banner).toBeVisible();

      // Another browser meanwhile: the published page, no banner — nothing of the preview was cached.
      const other = await browser.newContext();
      await other.addCookies(consentCookies());
      const visitor = await other.newPage();
      await visitor.goto(servicePage);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(visitor.getByText(notice)).toHaveCount(0);
      await expect(visitor.getByRole('region', { name: t.label })).toHaveCount(0);
      await other.close();

      // This tab was not opened by a link or script: the browser keeps it open, and the banner says so.
      await page.goto(servicePage);
      await page.getByRole('button', { name: t.end }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.closeFailed })).toBeVisible();
      await axe();
      await page.reload();
      await expect(page.getByText(notice)).toHaveCount(0);
      await expect(banner).toHaveCount(0);
    });
  }

  test('closes the tab the editor opened the link in (de)', async ({ page }) => {
    const s = shop('de-DE');
    const t = messagesFor(s.locale).shell.preview;
    await page.goto(s.url('/'));
    const link = await previewLink(s, '/');
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.evaluate((href) => window.open(href, '_blank'), link)]);
    await expect(tab.getByRole('region', { name: t.label })).toBeVisible();
    const closed = tab.waitForEvent('close');
    await tab.getByRole('button', { name: t.end }).click();
    await closed;
    await page.reload();
    await expect(page.getByRole('region', { name: t.label })).toHaveCount(0);
  });

  test('refuses an expired link, one of another shop and a forged one, in the shop’s language', async ({ page }) => {
    const de = shop('de-DE');
    const fr = shop('fr-CH');
    const expired = await previewLink(de, '/', { now: new Date(Date.now() - 2 * 3600_000), seconds: 3600 });
    for (const [link, locale] of [
      [expired, 'de-DE'],
      [(await previewLink(de, '/fr/aide-service')).replace(de.origin, fr.origin), 'fr-CH'],
      [`${fr.origin}/api/preview?token=abc.def.ghi&path=/fr`, 'fr-CH'],
    ] as const) {
      const answer = await page.goto(link);
      expect(answer?.status()).toBe(403);
      await expect(page.getByText(messagesFor(locale).shell.preview.invalidLink)).toBeVisible();
    }
    await page.goto(de.url('/'));
    await expect(page.getByRole('region', { name: messagesFor('de-DE').shell.preview.label })).toHaveCount(0);
  });
});
