// The wishlist (Merkzettel) as a shopper uses it, in de, ch (fr) and nl: a visitor's heart on a search tile asks for
// the login and, after it, the product is on the list; a double click adds once; hearts in the quick view and on the
// product page (with a size); a basket line moved over. On the wishlist page: 'in den Warenkorb' needs a variant,
// the variant changes in place (the same one says nothing changed), into the basket, remove; axe clean. And the
// header's wishlist link works in every shop and language.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { languageOf, type Locale } from '../../src/platform/i18n/locales';
import type { QuickViewData } from '../../src/features/listing/quick-view-data';
import { consentCookies } from './support/consent';
import { expect, test } from './support/fixtures';
import { newCustomer, signUp, type TestCustomer } from './support/identity';
import { escapeRegExp, fill, messagesFor } from './support/messages';
import { shop, shops, type Shop } from './support/shops';

const cases: { locale: Locale; term: string }[] = [
  { locale: 'de-DE', term: 'Kleid' },
  { locale: 'fr-CH', term: 'robe' },
  { locale: 'nl-NL', term: 'jurk' },
];


interface Candidate {
  sku: string;
  name: string;
  url: string;
}

/** Products of the first result page with two or more sizes in stock (public search and quick view APIs). */
async function productsInSizes(
  request: APIRequestContext,
  s: Shop,
  term: string,
): Promise<[Candidate, Candidate, Candidate, Candidate, Candidate]> {
  const lang = languageOf(s.locale);
  const response = await request.get(`${s.origin}/api/search/searchv2?${new URLSearchParams({ q: term, lang })}`);
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: (Candidate & { available: boolean })[] };
  const firstPage = products.slice(0, 24);
  // Hearts and tiles are found by the product's name: names that appear twice on the page are left out.
  const unique = (p: Candidate) => firstPage.filter((other) => other.name === p.name).length === 1;
  const found: Candidate[] = [];
  for (const product of firstPage.filter((p) => p.available && unique(p))) {
    const quick = (await (await request.get(`${s.origin}/api/catalog/quickview/${product.sku}?lang=${lang}`)).json()) as QuickViewData;
    if (new Set(quick.variants.filter((v) => v.available && v.size).map((v) => v.size)).size >= 2) found.push(product);
    if (found.length === 5) break;
  }
  expect(found.length, `products in sizes for "${term}" in ${s.locale}`).toBe(5);
  return found as [Candidate, Candidate, Candidate, Candidate, Candidate];
}

/** The header's wishlist link with its count ("Merkzettel, 2 Artikel"). */
function headerCount(page: Page, s: Shop, count: number): Locator {
  const label = messagesFor(s.locale).shell.wishlist;
  return page.getByRole('banner').getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}\\W+${count}\\s`) });
}

async function logIn(page: Page, s: Shop, customer: TestCustomer) {
  const id = messagesFor(s.locale).identity;
  const dialog = page.getByRole('dialog', { name: id.login.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(id.login.email, { exact: true }).fill(customer.email);
  await dialog.getByLabel(id.login.password, { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: id.login.submit }).click();
  await expect(dialog).toBeHidden();
}

async function chooseFirstSize(page: Page, scope: Locator, s: Shop) {
  const sizes = scope.getByRole('group', { name: messagesFor(s.locale).product.size });
  await sizes.getByRole('radio').and(page.locator(':not([disabled])')).first().check({ force: true });
}

for (const { locale, term } of cases) {
  test(`wishlist in ${locale}: hearts with a login in between, the page, variants, basket`, async ({ page, axe, context }) => {
    test.setTimeout(240_000);
    const s = shop(locale);
    const m = messagesFor(locale);
    const w = m.wishlist;
    const heart = (name: string) => page.getByRole('button', { name: fill(w.heart, { name }), exact: true });
    const [fromTile, doubleClicked, quickViewed, fromProductPage, fromBasket] = await productsInSizes(page.request, s, term);

    // A customer who is not logged in on this browser (registered and activated, then the cookies went).
    const customer = newCustomer('wish');
    await signUp(page, s, customer);
    await context.clearCookies();
    await context.addCookies(consentCookies());

    // 1. A visitor's heart on a tile: the login modal, then the product is on the list.
    await page.goto(`${s.url('/search')}?q=${encodeURIComponent(term)}`);
    await expect(heart(fromTile.name)).toHaveAttribute('aria-pressed', 'false');
    await heart(fromTile.name).click();
    await logIn(page, s, customer);
    await expect(heart(fromTile.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(fill(w.toasts.added, { name: fromTile.name }))).toBeVisible();
    await expect(headerCount(page, s, 1)).toBeAttached();

    // 2. A double click adds once.
    await heart(doubleClicked.name).dblclick();
    await expect(heart(doubleClicked.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(headerCount(page, s, 2)).toBeAttached();

    // 3. The quick view's heart.
    await page
      .getByRole('button', { name: fill(m.quickView.openFor, { name: quickViewed.name }), exact: true })
      .click();
    const quick = page.getByRole('dialog', { name: quickViewed.name });
    await quick.getByRole('button', { name: fill(w.heart, { name: quickViewed.name }), exact: true }).click();
    await expect(
      quick.getByRole('button', { name: fill(w.heart, { name: quickViewed.name }), exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await quick.getByRole('button', { name: m.quickView.close }).click();
    await expect(headerCount(page, s, 3)).toBeAttached();

    // 4. The product page's heart, with a size chosen: the list shows that size.
    await page.goto(`${s.origin}${fromProductPage.url}`);
    await chooseFirstSize(page, page.getByRole('main'), s);
    const chosenSize = await page
      .getByRole('group', { name: m.product.size })
      .locator('input:checked')
      .getAttribute('value');
    await heart(fromProductPage.name).click();
    await expect(heart(fromProductPage.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(headerCount(page, s, 4)).toBeAttached();

    // 5. A basket line moved to the wishlist.
    await page.goto(`${s.origin}${fromBasket.url}`);
    await chooseFirstSize(page, page.getByRole('main'), s);
    await page.getByRole('button', { name: m.product.addToBasket }).click();
    await page.getByRole('dialog', { name: m.basket.client.added }).getByRole('link', { name: m.basket.client.toBasket }).click();
    await expect(page).toHaveURL(s.url('/basket'));
    await page.getByRole('button', { name: fill(w.moveFor, { name: fromBasket.name }) }).click();
    await expect(page.getByText(fill(w.toasts.moved, { name: fromBasket.name }))).toBeVisible();
    await expect(page.getByRole('heading', { name: m.basket.emptyTitle })).toBeVisible();
    await expect(headerCount(page, s, 5)).toBeAttached();

    // 6. The wishlist page.
    // The header's link (the footer's account menu links to the wishlist too).
    await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${escapeRegExp(m.shell.wishlist)}`) }).click();
    await expect(page).toHaveURL(s.url('/wishlist'));
    await expect(page.getByRole('heading', { name: w.heading, level: 1 })).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(5);
    await axe();
    const item = (name: string) => items.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(item(fromProductPage.name).getByText(new RegExp(`: ${escapeRegExp(chosenSize ?? '')}\\b`))).toBeVisible();

    // 'In den Warenkorb' without a size asks for one; the variant changes in place; the same one changes nothing.
    const tileItem = item(fromTile.name);
    await tileItem.getByRole('button', { name: fill(w.page.toBasketFor, { name: fromTile.name }) }).click();
    await expect(tileItem.getByRole('alert')).toHaveText(m.product.chooseVariant);
    const select = tileItem.getByRole('combobox');
    const sizes = await select.locator('option:not([value=""])').allTextContents();
    const inStock = sizes.filter((label) => !label.includes(fill(w.page.variantSoldOut, { variant: '' }).trim()));
    await select.selectOption({ label: inStock[0]! });
    const change = tileItem.getByRole('button', { name: fill(w.page.changeFor, { name: fromTile.name }) });
    await change.click();
    await expect(page.getByText(fill(w.toasts.variantChanged, { name: fromTile.name }))).toBeVisible();
    await expect(tileItem.getByText(`${w.page.variant}: ${inStock[0]}`)).toBeVisible();
    await change.click();
    await expect(page.getByText(w.toasts.unchanged)).toBeVisible();
    await select.selectOption({ label: inStock[1]! });
    await change.click();
    await expect(tileItem.getByText(`${w.page.variant}: ${inStock[1]}`)).toBeVisible();

    // Into the basket with the chosen size (the basket layer opens), then off the list.
    await tileItem.getByRole('button', { name: fill(w.page.toBasketFor, { name: fromTile.name }) }).click();
    const layer = page.getByRole('dialog', { name: m.basket.client.added });
    await expect(layer.getByText(fromTile.name)).toBeVisible();
    await layer.getByRole('button', { name: m.basket.client.close }).click();
    await tileItem.getByRole('button', { name: fill(w.page.removeFor, { name: fromTile.name }) }).click();
    await expect(page.getByText(fill(w.toasts.removed, { name: fromTile.name }))).toBeVisible();
    await expect(items).toHaveCount(4);
    await expect(headerCount(page, s, 4)).toBeAttached();

    // The list is the server's: a reload shows the same.
    await page.reload();
    await expect(items).toHaveCount(4);
    await expect(item(fromTile.name)).toHaveCount(0);
  });
}

test('the wishlist page asks a visitor to log in, and is empty with a way on for a new customer', async ({ page, axe }) => {
  const s = shop('de-DE');
  const w = messagesFor('de-DE').wishlist;
  await page.goto(s.url('/wishlist'));
  await expect(page.getByRole('heading', { name: w.loginTitle })).toBeVisible();
  await axe();
  await page.getByRole('main').getByRole('button', { name: w.login }).click();
  await expect(page.getByRole('dialog', { name: messagesFor('de-DE').identity.login.title })).toBeVisible();
  const customer = newCustomer('wish-empty');
  await signUp(page, s, customer, '/account');
  await page.goto(s.url('/wishlist'));
  await expect(page.getByRole('heading', { name: w.page.emptyTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: w.page.emptyToHome })).toHaveAttribute('href', '/');
  await axe();
});

test('the header’s wishlist link leads to a working page in every shop and language', async ({ page }) => {
  for (const s of shops) {
    await page.goto(s.url('/'));
    const link = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${escapeRegExp(messagesFor(s.locale).shell.wishlist)}`) });
    const href = await link.getAttribute('href');
    expect(href).toBe(s.url('/wishlist').replace(s.origin, ''));
    const response = await page.goto(`${s.origin}${href}`);
    expect(response?.status(), `${s.locale} ${href}`).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: messagesFor(s.locale).wishlist.heading })).toBeVisible();
  }
});
