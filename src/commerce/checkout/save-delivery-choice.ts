// Step "delivery": an address of the customer's own book with a delivery option, or a parcel shop of the shop's
// country with a recipient. The payment choice stays; whether it still holds for the new total is checked by
// nextMissingStep (it sends the shopper back to payment when not).
import { findAddress } from '@/commerce/address-book/address-store';
import { deliveryCountriesOf } from '@/commerce/address-book/delivery-countries';
import { findParcelShop } from '@/commerce/parcel-shops/search-parcel-shops';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { deliveryInputSchema, fieldCodes } from './checkout-input';
import { updateCheckoutState } from './checkout-state-store';
import type { CheckoutState } from './checkout-types';
import type { DeliveryChoice } from '@/commerce/order/order-choices';
import { hasBulkyGoods, priceCustomerBasket } from './customer-basket';
import { expressRefusal } from './delivery-options';
import type { CheckoutFailure } from './errors';

export async function saveDeliveryChoice(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: unknown,
): Promise<{ ok: true; state: CheckoutState } | CheckoutFailure> {
  const parsed = deliveryInputSchema(input).safeParse(input);
  if (!parsed.success) return { ok: false, code: 'CHECKOUT_INVALID_INPUT', fields: fieldCodes(parsed.error) };
  let choice: DeliveryChoice;
  if ('addressId' in parsed.data) {
    const found = await findAddress(db, shop, customerId, parsed.data.addressId);
    if (!found || !deliveryCountriesOf(shop.tenant).includes(found.country)) return { ok: false, code: 'ADDRESS_NOT_FOUND' };
    if (parsed.data.option === 'express') {
      const basket = await priceCustomerBasket(db, shop, customerId, false);
      const refusal = expressRefusal(shop, { bulky: hasBulkyGoods(basket), toParcelShop: false });
      if (refusal) return { ok: false, code: refusal };
    }
    const { id, isDefault: _default, isDefaultBilling: _billing, ...address } = found;
    choice = { kind: 'address', addressId: id, address, option: parsed.data.option };
  } else {
    const row = await findParcelShop(db, shop.tenant.country, parsed.data.parcelShopId);
    if (!row) return { ok: false, code: 'PARCEL_SHOP_NOT_FOUND' };
    choice = {
      kind: 'parcel-shop',
      parcelShop: {
        id: row.id,
        name: row.name,
        street: row.street,
        postalCode: row.postalCode,
        city: row.city,
        country: row.country,
      },
      recipient: parsed.data.recipient,
      option: 'standard',
    };
  }
  const state = await updateCheckoutState(db, shop, customerId, (current) => ({ ...current, delivery: choice }));
  return { ok: true, state };
}
