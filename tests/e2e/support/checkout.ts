// Checkout helpers for browser tests: goods in the basket over the shop's own API (the basket page has its own
// tests), and the address form as a shopper fills it.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { languageOf } from '../../../src/platform/i18n/locales';
import { waitForMail, type TestCustomer } from './identity';
import { fill, messagesFor } from './messages';
import type { Shop } from './shops';

export interface BasketGoods {
  sku: string;
  name: string;
  variantSku: string;
  price: number;
}

interface SearchHit {
  sku: string;
  name: string;
  available: boolean;
  price: { amount: number };
}

interface ProductVariants {
  bulky: boolean;
  variants: { variantSku: string; availability: { available: boolean } }[];
}

const productQuery = `query P($sku: String!) { product(sku: $sku) { bulky variants { variantSku availability { available } } } }`;

/** The shop's search answer for a term (and filters such as priceMin), as the search page asks it. */
export async function searchHits(request: APIRequestContext, shop: Shop, term: string, filters: Record<string, string> = {}): Promise<SearchHit[]> {
  const params = new URLSearchParams({ q: term, lang: languageOf(shop.locale), ...filters });
  const search = await request.get(`${shop.origin}/api/search/searchv2?${params}`);
  expect(search.ok()).toBe(true);
  return ((await search.json()) as { products: SearchHit[] }).products;
}

/** A product's variants and their availability, through the gateway as the product page reads them. */
export async function productVariants(request: APIRequestContext, shop: Shop, sku: string): Promise<ProductVariants> {
  const detail = await request.post(`${shop.origin}/api/gateway`, {
    headers: { 'x-shop-csrf': '1', origin: shop.origin },
    data: { query: productQuery, variables: { sku } },
  });
  return ((await detail.json()) as { data: { product: ProductVariants } }).data.product;
}

/**
 * Puts one available, parcel-sized product priced between `min` and `max` (minor units) into the page's basket,
 * through the gateway with the page's own cookies, as the add-to-basket button does.
 */
export async function putInBasket(page: Page, shop: Shop, term: string, min: number, max: number): Promise<BasketGoods> {
  const hits = (await searchHits(page.request, shop, term, { priceMin: String(min / 100), priceMax: String(max / 100) })).filter(
    (p) => p.available,
  );
  for (const hit of hits.slice(0, 10)) {
    const product = await productVariants(page.request, shop, hit.sku);
    const variant = product.variants.find((v) => v.availability.available);
    if (product.bulky || !variant) continue;
    const added = await page.request.post(`${shop.origin}/api/gateway`, {
      headers: { 'x-shop-csrf': '1', origin: shop.origin },
      data: {
        query: 'mutation A($v: String!) { addToBasket(variantSku: $v, quantity: 1) { count } }',
        variables: { v: variant.variantSku },
      },
    });
    const body = (await added.json()) as { data?: { addToBasket?: { count: number } } };
    if (body.data?.addToBasket?.count) {
      return { sku: hit.sku, name: hit.name, variantSku: variant.variantSku, price: hit.price.amount };
    }
  }
  throw new Error(`no parcel-sized product for "${term}" between ${min} and ${max} in ${shop.locale}`);
}

export interface AddressInput {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

export const addresses: Record<Shop['tenant'], AddressInput> = {
  de: { firstName: 'Erika', lastName: 'Mustermann', street: 'Lindenstraße', houseNumber: '12a', postalCode: '10115', city: 'Berlin' },
  at: { firstName: 'Erika', lastName: 'Mustermann', street: 'Mariahilfer Straße', houseNumber: '45', postalCode: '1060', city: 'Wien' },
  ch: { firstName: 'Erika', lastName: 'Mustermann', street: 'Rue du Rhône', houseNumber: '8', postalCode: '1204', city: 'Genève' },
  nl: { firstName: 'Erika', lastName: 'Mustermann', street: 'Prinsengracht', houseNumber: '263', postalCode: '1016 GV', city: 'Amsterdam' },
};

/** Types an ISO date into a React Aria date field (day, month, year in every shop language). */
export async function typeDate(page: Page, group: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** Registers through the checkout's own form, activates from the mail and comes back to the checkout's first step. */
export async function registerInCheckout(page: Page, shop: Shop, customer: TestCustomer, axe?: () => Promise<void>) {
  const id = messagesFor(shop.locale).identity;
  const c = messagesFor(shop.locale).checkout;
  await page.goto(shop.url('/checkout'));
  await expect(page).toHaveURL(shop.url('/checkout/register'));
  await expect(page.getByRole('heading', { name: c.register.registerHeading })).toBeVisible();
  await axe?.();
  const form = page.getByRole('region', { name: c.register.registerHeading });
  await form.getByRole('radiogroup', { name: id.register.salutation }).getByText(id.register.female, { exact: true }).click();
  await form.getByLabel(id.register.firstName, { exact: true }).fill(customer.firstName);
  await form.getByLabel(id.register.lastName, { exact: true }).fill(customer.lastName);
  await form.getByLabel(id.register.email, { exact: true }).fill(customer.email);
  await form.getByLabel(id.register.password, { exact: true }).fill(customer.password);
  await typeDate(page, form.getByRole('group', { name: id.register.dateOfBirth }), customer.dateOfBirth);
  await form.getByRole('button', { name: id.register.submit }).click();
  await expect(page.getByText(fill(id.register.success, { email: customer.email }))).toBeVisible();

  const mail = await waitForMail(customer.email, 'activation');
  await page.goto(mail.link!);
  await page.getByLabel(id.activate.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: id.activate.submit }).click();
  // With goods in the basket, the activation goes on to the checkout, which sends the shopper to the first step.
  await expect(page).toHaveURL(shop.url('/checkout/delivery'));
}

/** Orders as a guest from the checkout's first page (no password, no mail) and arrives at the delivery step. */
export async function guestInCheckout(page: Page, shop: Shop, customer: TestCustomer, axe?: () => Promise<void>) {
  const id = messagesFor(shop.locale).identity;
  const g = messagesFor(shop.locale).checkout.guest;
  await page.goto(shop.url('/checkout'));
  await expect(page).toHaveURL(shop.url('/checkout/register'));
  const form = page.getByRole('region', { name: g.heading });
  await expect(form).toBeVisible();
  await axe?.();
  await form.getByRole('radiogroup', { name: id.register.salutation }).getByText(id.register.female, { exact: true }).click();
  await form.getByLabel(id.register.firstName, { exact: true }).fill(customer.firstName);
  await form.getByLabel(id.register.lastName, { exact: true }).fill(customer.lastName);
  await form.getByLabel(id.register.email, { exact: true }).fill(customer.email);
  await typeDate(page, form.getByRole('group', { name: id.register.dateOfBirth }), customer.dateOfBirth);
  await form.getByRole('button', { name: g.submit }).click();
  await expect(page).toHaveURL(shop.url('/checkout/delivery'));
}

/** The delivery step's form for a new address (salutation and name come filled in), saved and chosen. */
export async function saveNewAddress(page: Page, shop: Shop) {
  const c = messagesFor(shop.locale).checkout;
  const a = addresses[shop.tenant];
  await page.getByLabel(c.address.street, { exact: true }).fill(a.street);
  await page.getByLabel(c.address.houseNumber, { exact: true }).fill(a.houseNumber);
  await page.getByLabel(c.address.postalCode, { exact: true }).fill(a.postalCode);
  await page.getByLabel(c.address.city, { exact: true }).fill(a.city);
  await page.getByRole('button', { name: c.address.save }).click();
  await expect(page.getByRole('radiogroup', { name: c.delivery.addressLegend }).getByText(a.street, { exact: false })).toBeVisible();
}
