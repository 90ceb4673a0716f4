// The first checkout step that is not done (steps cannot be skipped), or 'review' when everything is. A choice that
// no longer holds counts as not done: an address changed or deleted in the book, express for a basket that now
// holds bulky goods, a parcel shop that closed, a payment the credit check or the financing range no longer allows.
import { addressAhead, findAddress } from '@/commerce/address-book/address-store';
import { creditInputAhead } from '@/commerce/credit-check/load-credit-input';
import { deliveryCountriesOf } from '@/commerce/address-book/delivery-countries';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import { findParcelShop } from '@/commerce/parcel-shops/search-parcel-shops';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { checkPaymentChoice } from './check-payment-choice';
import type { PostalAddress } from '@/commerce/kernel/postal-address';
import type { CheckoutState, CheckoutStep } from './checkout-types';
import { hasBulkyGoods } from './customer-basket';
import { expressRefusal } from './delivery-options';
import { priceCheckout, type CheckoutPricing } from './price-checkout';

const addressFields = [
  'salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'addition', 'postalCode', 'city', 'country',
] as const satisfies readonly (keyof PostalAddress)[];

/** The address chosen is still the one in the book (an edit there must be confirmed again at delivery). */
const sameAddress = (a: PostalAddress, b: PostalAddress) => addressFields.every((f) => a[f] === b[f]);

async function deliveryHolds(db: Db, shop: ShopContext, customer: CustomerProfile, state: CheckoutState, bulky: boolean) {
  const delivery = state.delivery;
  if (!delivery) return false;
  if (delivery.kind === 'parcel-shop') {
    const shopRow = await findParcelShop(db, shop.tenant.country, delivery.parcelShop.id);
    return shopRow !== null && delivery.option === 'standard';
  }
  const current = await findAddress(db, shop, customer.id, delivery.addressId);
  if (!current || !deliveryCountriesOf(shop.tenant).includes(current.country)) return false;
  if (!sameAddress(current, delivery.address)) return false;
  return delivery.option === 'standard' || expressRefusal(shop, { bulky, toParcelShop: false }) === null;
}

/**
 * The reads nextMissingStep makes for this state, to be read ahead (decision 0070): the chosen address as the book
 * holds it, and the credit figures for the payment check.
 */
export function nextMissingStepAhead(shop: ShopContext, customerId: string, state: CheckoutState) {
  const delivery = state.delivery;
  return [
    ...(delivery?.kind === 'address' ? addressAhead(shop, customerId, delivery.addressId) : []),
    ...(state.payment ? [creditInputAhead(shop, customerId)] : []),
  ];
}

export async function nextMissingStep(
  db: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  state: CheckoutState,
  /** The caller's pricing of this same state, when it has one (the order, the checkout page): priced once. */
  priced?: CheckoutPricing,
): Promise<CheckoutStep> {
  // 'login' is done by definition: only a fully logged-in customer reaches the checkout's use cases.
  const pricing = priced ?? (await priceCheckout(db, shop, customer, state));
  if (!(await deliveryHolds(db, shop, customer, state, hasBulkyGoods(pricing.basket)))) return 'delivery';
  if (!state.payment) return 'payment';
  if (!(await checkPaymentChoice(db, shop, customer, state, pricing.totalAmount)).ok) return 'payment';
  if (state.payment.method === 'instalments' && state.protection === null) return 'protection';
  // Premium is an offer on the review page (and its own page), never a step that must be answered (issue 21).
  return 'review';
}
