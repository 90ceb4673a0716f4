// Whether a shop takes a method through its payment provider: the checkout's list for the shop (American Express and
// click-to-pay behind their flags, the local methods in their own shops), while a provider serves the shop.
import type { ProviderMethod } from '@/commerce/checkout/checkout-types';
import { offeredMethods } from '@/commerce/checkout/payment-terms';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { isProviderMethod } from './payment-methods';

export function offersProviderMethod(shop: ShopContext, method: unknown): method is ProviderMethod {
  return isProviderMethod(method) && offeredMethods(shop).includes(method);
}
