// Whether a shop takes a method through its payment provider: the checkout's list for the shop (American Express and
// click-to-pay behind their flags, the local methods in their own shops), while a provider serves the shop.
import type { ProviderMethod } from '@/commerce/kernel/payment-method';
import { offeredMethods } from './offered-methods';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { isProviderMethod } from './payment-methods';

export function offersProviderMethod(shop: ShopContext, method: unknown): method is ProviderMethod {
  return isProviderMethod(method) && offeredMethods(shop).includes(method);
}
