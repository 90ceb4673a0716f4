// Checkout helpers for browser tests: goods in the basket over the shop's own API (the basket page has its own
// tests), and the address form as a shopper fills it.
import { expect, type Page } from '@playwright/test';
import { languageOf } from '../../../src/platform/i18n/locales';
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

const productQuery = `query P($sku: String!) { product(sku: $sku) { bulky variants { variantSku availability { available } } } }`;

/**
 * Puts one available, parcel-sized product priced between `min` and `max` (minor units) into the page's basket,
 * through the gateway with the page's own cookies, as the add-to-basket button does.
 */
export async function putInBasket(page: Page, shop: Shop, term: string, min: number, max: number): Promise<BasketGoods> {
  const params = new URLSearchParams({
    q: term,
    lang: languageOf(shop.locale),
    priceMin: String(min / 100),
    priceMax: String(max / 100),
  });
  const search = await page.request.get(`${shop.origin}/api/search/searchv2?${params}`);
  expect(search.ok()).toBe(true);
  const hits = ((await search.json()) as { products: SearchHit[] }).products.filter((p) => p.available);
  for (const hit of hits.slice(0, 10)) {
    const detail = await page.request.post(`${shop.origin}/api/gateway`, {
      headers: { 'x-shop-csrf': '1', origin: shop.origin },
      data: { query: productQuery, variables: { sku: hit.sku } },
    });
    const product = ((await detail.json()) as {
      data: { product: { bulky: boolean; variants: { variantSku: string; availability: { available: boolean } }[] } };
    }).data.product;
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
