import { expect, test } from './support/fixtures';
import { shops } from './support/shops';

const widths = [360, 1280] as const;
const modes = ['light', 'dark'] as const;

for (const shop of shops) {
  for (const width of widths) {
    for (const mode of modes) {
      test(`home ${shop.tenant}/${shop.locale} at ${width}px in ${mode} mode`, async ({ page, consoleWatch, axe }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: mode });
        const response = await page.goto(shop.url('/'));
        expect(response?.status()).toBe(200);

        await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
        await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
        await expect(page.getByRole('banner')).toContainText(shop.brand);
        await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', shop.primary);
        const brandColour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sf-brand').trim());
        expect(brandColour).toBe(shop.primary);
        await expect(page.getByRole('complementary').first()).toContainText(shop.currency === 'CHF' ? 'CHF' : '€');

        // Nothing wider than the viewport.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        await axe();
        expect(consoleWatch.errors).toEqual([]);
      });
    }
  }
}
