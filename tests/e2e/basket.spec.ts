// The basket as a shopper uses it, in de, ch (fr) and nl: add without and with a chosen variant (layer, header
// count), then on the basket page a refused and a working code, removing the code, a quantity change that crosses
// the free-shipping value, and removing the line. axe on the layer and on the basket page.
import type { APIRequestContext, Page } from '@playwright/test';
import { shippingRates } from '../../src/commerce/shipping/shipping-rates';
import { formatMoney } from '../../src/platform/i18n/format';
import { languageOf, type Locale } from '../../src/platform/i18n/locales';
import { expect, test } from './support/fixtures';
import { escapeRegExp, fill, messagesFor } from './support/messages';
import { shop, type Shop } from './support/shops';

const cases: { locale: Locale; term: string; freeShippingCode: string }[] = [
  { locale: 'de-DE', term: 'Kleid', freeShippingCode: 'VERSANDFREI' },
  { locale: 'fr-CH', term: 'robe', freeShippingCode: 'LIVRAISONGRATUITE' },
  { locale: 'nl-NL', term: 'jurk', freeShippingCode: 'GRATISVERZENDING' },
];

interface Candidate {
  name: string;
  url: string;
  price: { amount: number };
}

/**
 * Products between half the free-shipping value and just below it: one piece pays the parcel fee, two ship free.
 * From the public search API, so the test needs no access to the app's database.
 */
async function candidates(request: APIRequestContext, s: Shop, term: string): Promise<Candidate[]> {
  const freeFrom = shippingRates[s.tenant].freeFromAmount;
  const params = new URLSearchParams({
    q: term,
    lang: languageOf(s.locale),
    priceMin: String(freeFrom / 200),
    priceMax: ((freeFrom - 1) / 100).toFixed(2),
  });
  const response = await request.get(`${s.origin}/api/search/searchv2?${params}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: (Candidate & { available: boolean })[] };
  const found = body.products.filter(
    (p) => p.available && p.price.amount * 2 >= freeFrom && p.price.amount < freeFrom,
  );
  expect(found.length, `products for "${term}" in ${s.locale}`).toBeGreaterThan(0);
  return found;
}


/** Adds a product whose chosen variant has at least two in stock; answers its name. */
async function addTwoableProduct(
  page: Page,
  s: Shop,
  list: Candidate[],
  axe: () => Promise<void>,
): Promise<string> {
  const m = messagesFor(s.locale);
  for (const [index, product] of list.slice(0, 15).entries()) {
    await page.goto(`${s.origin}${product.url}`);
    const add = page.getByRole('button', { name: m.product.addToBasket });
    const sizes = page.getByRole('group', { name: m.product.size });
    if (index === 0 && (await sizes.getByRole('radio').count()) > 1) {
      // Without a chosen size the basket is not asked, and the page says what is missing.
      await add.click();
      await expect(page.getByRole('alert').filter({ hasText: m.product.chooseVariant })).toBeVisible();
    }
    if ((await sizes.count()) > 0)
      await sizes.getByRole('radio').and(page.locator(':not([disabled])')).first().check({ force: true });
    await add.click();

    const layer = page.getByRole('dialog', { name: m.basket.client.added });
    await expect(layer).toBeVisible();
    await expect(layer.getByText(product.name)).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`^${escapeRegExp(m.shell.basket)}\\W+1 `) }),
    ).toBeAttached();
    if (index === 0) await axe();
    await layer.getByRole('link', { name: m.basket.client.toBasket }).click();
    await expect(page).toHaveURL(s.url('/basket'));

    const quantity = page.getByRole('combobox', { name: fill(m.basket.quantityFor, { name: product.name }) });
    // The basket page fills in on the client: wait for the line before reading its choices.
    await expect(quantity).toBeVisible();
    if ((await quantity.locator('option[value="2"]').count()) > 0) return product.name;
    // Only one left of this variant: take it out and try the next product.
    await page.getByRole('button', { name: fill(m.basket.removeFor, { name: product.name }) }).click();
    await expect(page.getByRole('heading', { name: m.basket.emptyTitle })).toBeVisible();
  }
  throw new Error(`no product with two in stock among the candidates in ${s.locale}`);
}

for (const { locale, term, freeShippingCode } of cases) {
  const s = shop(locale);
  const m = messagesFor(locale);
  const rates = shippingRates[s.tenant];
  const money = (amount: number) => formatMoney({ amount, currency: s.currency }, locale);

  test(`basket: add, code, quantity across the free-shipping value, remove in ${s.tenant}/${locale}`, async ({
    page,
    request,
    axe,
    consoleWatch,
  }) => {
    // Finding a product with two in stock may take several tries on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const name = await addTwoableProduct(page, s, await candidates(request, s, term), axe);

    await expect(page.getByRole('heading', { level: 1, name: m.basket.heading })).toBeVisible();
    const summary = page.getByRole('region', { name: m.basket.summaryHeading });
    const shippingCost = summary
      .locator('dt', { hasText: m.shipping.standard })
      .locator('xpath=following-sibling::dd[1]');
    await expect(shippingCost).toHaveText(money(rates.standardAmount));
    await expect(
      summary.getByText(
        new RegExp(escapeRegExp(fill(m.shipping.missingForFree, { amount: 'X' })).replace('X', '.+')),
      ),
    ).toBeVisible();
    await axe();

    // A code the shop does not know is refused with its own message and not kept.
    const codeField = page.getByRole('textbox', { name: m.voucher.label });
    await codeField.fill('GIBTSNICHT42');
    await page.getByRole('button', { name: m.voucher.apply }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.voucher.refusals.VOUCHER_UNKNOWN })).toBeVisible();

    // A free-shipping code, typed in small letters with a space: the parcel fee goes; removing the code brings it back.
    await codeField.fill(
      ` ${freeShippingCode.toLowerCase().slice(0, 4)} ${freeShippingCode.toLowerCase().slice(4)}`,
    );
    await page.getByRole('button', { name: m.voucher.apply }).click();
    await expect(page.getByText(fill(m.voucher.applied, { code: freeShippingCode }))).toBeVisible();
    await expect(shippingCost).toHaveText(m.shipping.free);
    await expect(summary.getByText(m.shipping.waivedCode)).toBeVisible();
    await page.getByRole('button', { name: `${m.voucher.remove} ${freeShippingCode}` }).click();
    await expect(page.getByRole('textbox', { name: m.voucher.label })).toBeVisible();
    await expect(shippingCost).toHaveText(money(rates.standardAmount));

    // Two pieces reach the free-shipping value.
    await page.getByRole('combobox', { name: fill(m.basket.quantityFor, { name }) }).selectOption('2');
    await expect(shippingCost).toHaveText(m.shipping.free);
    await expect(
      summary.getByText(fill(m.shipping.waivedThreshold, { amount: money(rates.freeFromAmount) })),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`^${escapeRegExp(m.shell.basket)}\\W+2 `) }),
    ).toBeAttached();
    await axe();

    // Removing the line empties the basket, which shows the way on, and the header count follows.
    await page.getByRole('button', { name: fill(m.basket.removeFor, { name }) }).click();
    await expect(page.getByRole('heading', { name: m.basket.emptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: m.basket.emptyToHome })).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`^${escapeRegExp(m.shell.basket)}\\W+`) }),
    ).not.toHaveAccessibleName(/\W[12] /);
    await axe();
    expect(consoleWatch.errors).toEqual([]);
  });
}

test('the basket survives a reload and a new tab: it lives on the server, not in the page', async ({
  page,
  context,
  request,
}) => {
  const s = shop('de-DE');
  const m = messagesFor('de-DE');
  const [product] = await candidates(request, s, 'Kleid');
  await page.goto(`${s.origin}${product!.url}`);
  const sizes = page.getByRole('group', { name: m.product.size });
  if ((await sizes.count()) > 0)
    await sizes.getByRole('radio').and(page.locator(':not([disabled])')).first().check({ force: true });
  await page.getByRole('button', { name: m.product.addToBasket }).click();
  await expect(page.getByRole('dialog', { name: m.basket.client.added })).toBeVisible();

  const other = await context.newPage();
  await other.goto(s.url('/basket'));
  await expect(other.getByRole('link', { name: product!.name })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'sf_basket')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  });
});

test('a product without sizes goes into the basket with one click', async ({ page, request }) => {
  const s = shop('nl-NL');
  const m = messagesFor('nl-NL');
  const response = await request.get(
    `${s.origin}/api/search/searchv2?${new URLSearchParams({ q: 'lamp', lang: 'nl' })}`,
  );
  const { products } = (await response.json()) as {
    products: { name: string; url: string; available: boolean }[];
  };
  for (const product of products.filter((p) => p.available).slice(0, 5)) {
    await page.goto(`${s.origin}${product.url}`);
    if ((await page.getByRole('group', { name: m.product.size }).count()) > 0) continue;
    await page.getByRole('button', { name: m.product.addToBasket }).click();
    const layer = page.getByRole('dialog', { name: m.basket.client.added });
    await expect(layer.getByText(product.name)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
    return;
  }
  throw new Error('no lamp without sizes among the first results');
});
