// Test factories of the checkout: a registered customer with a filled basket and an address in the book, built
// through the real use cases.
import { addToBasket } from '@/commerce/basket/add-to-basket';
import { sellable } from '@/commerce/basket/basket-factories';
import { createAddress } from '@/commerce/address-book/save-address';
import type { AddressView } from '@/commerce/address-book/address-store';
import { activeCustomer } from '@/commerce/customer/customer-factories';
import type { RegistrationInput } from '@/commerce/customer/customer-input';
import { findCustomerByEmail, profileOf, type CustomerProfile } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import type { CountryCode } from '@/commerce/kernel/postal-address';

export const addressOf: Record<CountryCode, Record<string, string>> = {
  DE: { street: 'Kastanienallee', houseNumber: '12', postalCode: '10435', city: 'Berlin', country: 'DE' },
  AT: { street: 'Mariahilfer Straße', houseNumber: '88', postalCode: '1070', city: 'Wien', country: 'AT' },
  CH: { street: 'Langstrasse', houseNumber: '5', postalCode: '8004', city: 'Zürich', country: 'CH' },
  NL: { street: 'Kinkerstraat', houseNumber: '101', postalCode: '1053 GR', city: 'Amsterdam', country: 'NL' },
};

export const addressInput = (shop: ShopContext, overrides: Record<string, unknown> = {}) => ({
  salutation: 'female',
  firstName: 'Erika',
  lastName: 'Mustermann',
  addition: '',
  ...addressOf[shop.tenant.country],
  ...overrides,
});

export async function checkoutCustomer(
  db: Db,
  shop: ShopContext,
  overrides: Partial<RegistrationInput> = {},
): Promise<CustomerProfile> {
  const input = await activeCustomer(db, shop, overrides);
  return profileOf((await findCustomerByEmail(db, shop.tenant.key, input.email))!);
}

export async function putInBasket(
  db: Db,
  shop: ShopContext,
  customerId: string,
  product: { price: number; bulky?: boolean; quantity?: number; stock?: number },
): Promise<string> {
  const variantSku = await sellable(db, {
    tenantId: shop.tenant.key as TenantKey,
    price: product.price,
    bulky: product.bulky,
    stock: product.stock ?? 50,
  });
  const added = await addToBasket(db, shop, { kind: 'customer', customerId }, { variantSku, quantity: product.quantity ?? 1 });
  if (!added.ok) throw new Error(`addToBasket: ${added.code}`);
  return variantSku;
}

export async function bookAddress(
  db: Db,
  shop: ShopContext,
  customerId: string,
  overrides: Record<string, unknown> = {},
): Promise<AddressView> {
  const created = await createAddress(db, shop, customerId, addressInput(shop, overrides));
  if (!created.ok) throw new Error(`createAddress: ${created.code}`);
  return created.address;
}
