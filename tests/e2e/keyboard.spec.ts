// The shop by keyboard (issue 21): from a fresh page to the first search result in few Tab stops in every shop —
// the main navigation's top categories are the only stops of the menu (a disclosure button per category opens its
// flyout); Escape closes it and gives focus back to its button.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fill, messagesFor } from './support/messages';
import { dressTerm, shops } from './support/shops';


/** Presses Tab until `reached` says so; answers how many presses it took (fails past `limit`). */
async function tabUntil(page: Page, reached: () => Promise<boolean>, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await reached()) return presses;
  }
  throw new Error(`not reached within ${limit} Tab stops`);
}

for (const s of shops) {
  const m = messagesFor(s.locale);
  test(`from the home page to the first search result by keyboard in ${s.tenant}/${s.locale}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(s.url('/'));
    const field = page.getByRole('search').getByRole('combobox');
    const toField = await tabUntil(page, () => field.evaluate((e) => e === document.activeElement), 12);
    await page.keyboard.type(dressTerm[s.locale]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=/);
    const first = page.locator('main article h3 a').first();
    await expect(first).toBeVisible();
    // Past the header (with one stop per top category and its button) and the filters to the first product.
    const toResult = await tabUntil(page, () => first.evaluate((e) => e === document.activeElement), 90);
    testInfo.annotations.push({ type: 'tab stops', description: `search field ${toField}, first result ${toResult}` });
    console.log(`[tab stops] ${s.locale}: search field ${toField}, first result ${toResult}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: m.product.addToBasket })).toBeVisible();
  });
}

test('the main navigation: one stop per top category and its button; the flyout opens by the button and Escape closes it', async ({ page }) => {
  const s = shops[0]!;
  const m = messagesFor(s.locale);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(s.url('/'));
  const nav = page.getByRole('navigation', { name: m.shell.mainNav });
  const firstLink = nav.getByRole('link').first();
  const name = (await firstLink.textContent())!.trim();
  const toggle = nav.getByRole('button', { name: fill(m.shell.subMenu, { label: name }) });
  await firstLink.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Tab goes on to the next top category, not into the closed flyout.
  await page.keyboard.press('Tab');
  const focusedText = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(await nav.locator(':scope > div > ul > li > a').nth(1).textContent()).toBe(focusedText);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const flyout = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(flyout).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await flyout.evaluate((e) => e.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(flyout).toBeHidden();
});
