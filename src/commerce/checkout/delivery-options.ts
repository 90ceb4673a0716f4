// The delivery services per shop and basket: standard everywhere; express (a surcharge from shipping-rates.ts) in
// de, at and ch, never to a parcel shop and never with bulky goods (they travel by freight with a two-person crew).
// Estimates in working days: the shop's parcel days for standard, 1–2 for express, 5–10 when freight is involved.
import type { DeliveryOptionKey } from '@/commerce/order/order-choices';
import { shippingRatesOf } from '@/commerce/shipping/shipping-rates';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { TenantKey } from '@/commerce/tenant/tenants';

export const expressOffered: Record<TenantKey, boolean> = { de: true, at: true, ch: true, nl: false };

export const expressDays = { fromDays: 1, toDays: 2 } as const;
export const freightDays = { fromDays: 5, toDays: 10 } as const;

export interface DeliveryEstimate {
  fromDays: number;
  toDays: number;
}

export type DeliveryRefusal = 'DELIVERY_OPTION_NOT_OFFERED' | 'DELIVERY_EXPRESS_BULKY' | 'DELIVERY_EXPRESS_PARCEL_SHOP';

export interface DeliveryOptionView {
  key: DeliveryOptionKey;
  /** The surcharge on top of the basket's shipping (0 for standard, whose fee is the basket's). */
  amount: number;
  available: boolean;
  refusal?: DeliveryRefusal;
  estimate: DeliveryEstimate;
}

export interface DeliveryContext {
  bulky: boolean;
  toParcelShop: boolean;
}

export function expressRefusal(shop: ShopContext, context: DeliveryContext): DeliveryRefusal | null {
  if (!expressOffered[shop.tenant.key]) return 'DELIVERY_OPTION_NOT_OFFERED';
  if (context.toParcelShop) return 'DELIVERY_EXPRESS_PARCEL_SHOP';
  if (context.bulky) return 'DELIVERY_EXPRESS_BULKY';
  return null;
}

export function deliveryEstimate(shop: ShopContext, option: DeliveryOptionKey, bulky: boolean): DeliveryEstimate {
  if (bulky) return { ...freightDays };
  if (option === 'express') return { ...expressDays };
  const { min, max } = shippingRatesOf(shop.tenant.key).parcelDays;
  return { fromDays: min, toDays: max };
}

/** Every option the shop knows, with whether it can be chosen for this basket and destination. */
export function deliveryOptionsFor(shop: ShopContext, context: DeliveryContext): DeliveryOptionView[] {
  const standard: DeliveryOptionView = {
    key: 'standard',
    amount: 0,
    available: true,
    estimate: deliveryEstimate(shop, 'standard', context.bulky),
  };
  if (!expressOffered[shop.tenant.key]) return [standard];
  const refusal = expressRefusal(shop, context);
  return [
    standard,
    {
      key: 'express',
      amount: shippingRatesOf(shop.tenant.key).expressAmount,
      available: refusal === null,
      ...(refusal ? { refusal } : {}),
      estimate: deliveryEstimate(shop, 'express', context.bulky),
    },
  ];
}
