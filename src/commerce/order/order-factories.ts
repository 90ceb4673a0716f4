// Test factories of the order context: a customer of a shop with an address, a filled basket and every checkout step
// chosen — written through the basket, address-book and checkout use cases, so placeOrder reads what shoppers make.
import { randomUUID } from 'node:crypto';
import { createAddress } from '@/commerce/address-book/save-address';
import { createBasket, findBasket, setLineQuantity, updateBasket } from '@/commerce/basket/basket-store';
import { updateCheckoutState } from '@/commerce/checkout/checkout-state-store';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import type { CheckoutState } from '@/commerce/checkout/checkout-types';
import type { PaymentChoice } from './order-choices';
import { insertCustomer, profileOf, type CustomerProfile } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

const addressOf: Record<CountryCode, { postalCode: string; city: string }> = {
  DE: { postalCode: '20095', city: 'Hamburg' },
  AT: { postalCode: '1010', city: 'Wien' },
  CH: { postalCode: '8001', city: 'Zürich' },
  NL: { postalCode: '1012 AB', city: 'Amsterdam' },
};

export interface OrderingSetup {
  lines: { variantSku: string; quantity: number }[];
  payment?: PaymentChoice | null;
  voucherCode?: string;
  protection?: CheckoutState['protection'];
  premium?: CheckoutState['premium'];
  lastName?: string;
}

/** A new customer with an address, the given basket and all steps chosen (invoice unless told otherwise). */
export async function orderingCustomer(
  db: Db,
  shop: ShopContext,
  setup: OrderingSetup,
): Promise<CustomerProfile> {
  const now = shop.now();
  const row = await insertCustomer(db, {
    tenantId: shop.tenant.key,
    salutation: 'female',
    firstName: 'Erika',
    lastName: setup.lastName ?? 'Mustermann',
    email: `kunde.${randomUUID().slice(0, 8)}@example.org`,
    passwordHash: null,
    dateOfBirth: '1984-08-12',
    locale: shop.locale,
    activatedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const customer = profileOf(row);
  await readyForCheckout(db, shop, customer.id, setup);
  return customer;
}

/** Gives an existing customer an address, the basket and all steps chosen. */
export async function readyForCheckout(
  db: Db,
  shop: ShopContext,
  customerId: string,
  setup: Omit<OrderingSetup, 'lastName'>,
): Promise<void> {
  const customer = { id: customerId };
  await fillBasket(db, shop, customer.id, setup.lines, setup.voucherCode);
  const saved = await createAddress(db, shop, customer.id, {
    salutation: 'female',
    firstName: 'Erika',
    lastName: 'Mustermann',
    street: 'Hauptstraße',
    houseNumber: '5',
    addition: '',
    ...addressOf[shop.tenant.country],
    country: shop.tenant.country,
  });
  if (!saved.ok) throw new Error(`address refused: ${JSON.stringify(saved)}`);
  const { id, isDefault: _default, isDefaultBilling: _billing, ...address } = saved.address;
  await updateCheckoutState(db, shop, customer.id, () => ({
    delivery: { kind: 'address', addressId: id, address, option: 'standard' },
    payment: setup.payment === undefined ? { method: 'invoice' } : setup.payment,
    protection: setup.protection ?? (setup.payment?.method === 'instalments' ? 'declined' : null),
    premium: setup.premium ?? 'declined',
  }));
}

/** Puts lines (and a code) into the customer's basket, as adding to the basket would. */
export async function fillBasket(
  db: Db,
  shop: ShopContext,
  customerId: string,
  lines: OrderingSetup['lines'],
  voucherCode?: string,
): Promise<void> {
  const owner = { kind: 'customer', customerId } as const;
  await db.transaction(async (tx) => {
    const basket = (await findBasket(tx, shop, owner)) ?? (await createBasket(tx, shop, owner)).basket;
    for (const line of lines) await setLineQuantity(tx, shop, basket.id, line.variantSku, line.quantity);
    if (voucherCode) await updateBasket(tx, shop, basket.id, { voucherCode });
  });
}
