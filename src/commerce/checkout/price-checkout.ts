// The one calculation of a checkout, for the review page and the order alike: the basket (as a premium member
// when the customer is one or takes the membership now) plus the extras the choices bring — express delivery,
// premium fee, payment-pause surcharge, payment protection. Nothing a client sends enters it.
import type { PricedBasket } from '@/commerce/basket/price-basket';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import { shippingRatesOf } from '@/commerce/shipping/shipping-rates';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { instalmentRowFor, protectionTotalOf } from './checkout-instalments';
import type { CheckoutState } from './checkout-types';
import { hasBulkyGoods, priceCustomerBasket } from './customer-basket';
import { deliveryEstimate, expressRefusal, type DeliveryEstimate } from './delivery-options';
import { isPremiumMember } from '@/commerce/premium/is-premium-member';
import { offeredMethods } from '@/commerce/payment/offered-methods';
import { pauseSurchargeOf, protectionMonthlyOf } from './payment-terms';
import { premiumOffered, premiumYearlyFee } from '@/commerce/premium/premium-terms';

export type CheckoutChargeKind = 'express' | 'payment-pause-surcharge' | 'premium-fee' | 'protection';
export interface CheckoutCharge {
  kind: CheckoutChargeKind;
  amount: number;
}

/** What the instalment plan of an order is made of (H2 books it: each due date = rate + protection premium). */
export interface CheckoutInstalments {
  months: number;
  /** Nettodarlehensbetrag: the order total without the protection premiums. */
  financedAmount: number;
  monthlyRate: number;
  lastRate: number;
  totalInterest: number;
  /** 0 without protection. Charged with every instalment; the order's 'protection' charge is months × this. */
  protectionMonthly: number;
}

export interface CheckoutPricing {
  basket: PricedBasket;
  charges: CheckoutCharge[];
  extrasAmount: number;
  /** Basket total + extras. */
  totalAmount: number;
  delivery: DeliveryEstimate;
  /** Total before the payment method's own extras (pause surcharge, protection): what payment options quote. */
  baseAmount: number;
  /** What the credit decision is about: the total without insurance premiums. */
  creditAmount: number;
  instalments: CheckoutInstalments | null;
  /** Whether shipping was priced as for a premium member (a member already, or taking it with this order). */
  premiumMember: boolean;
  /** The membership is taken with this order: record it (recordPremiumMembership) when placing. */
  takesPremium: boolean;
}

export async function priceCheckout(
  db: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  state: CheckoutState,
  loaded?: Parameters<typeof priceCustomerBasket>[4],
): Promise<CheckoutPricing> {
  const member = await isPremiumMember(db, shop, customer.id);
  const takesPremium = !member && premiumOffered(shop, customer) && state.premium === 'taken';
  const basket = await priceCustomerBasket(db, shop, customer.id, member || takesPremium, loaded);
  const bulky = hasBulkyGoods(basket);
  const charges: CheckoutCharge[] = [];

  const delivery = state.delivery;
  const express =
    delivery?.option === 'express' &&
    expressRefusal(shop, { bulky, toParcelShop: false }) === null;
  if (express) charges.push({ kind: 'express', amount: shippingRatesOf(shop.tenant.key).expressAmount });
  if (takesPremium) charges.push({ kind: 'premium-fee', amount: premiumYearlyFee[shop.currency] });
  const baseAmount = basket.result.totalAmount + sum(charges);

  const payment = state.payment && offeredMethods(shop).includes(state.payment.method) ? state.payment : null;
  let instalments: CheckoutInstalments | null = null;
  if (payment?.method === 'payment-pause') {
    charges.push({ kind: 'payment-pause-surcharge', amount: pauseSurchargeOf(basket.result.goodsAmount) });
  } else if (payment?.method === 'instalments') {
    const row = instalmentRowFor(shop, baseAmount, payment.months);
    if (row) {
      const protection = typeof state.protection === 'object' && state.protection !== null ? state.protection : null;
      const protectionMonthly = protection ? protectionMonthlyOf(row.monthlyRate, protection.cover) : 0;
      if (protection)
        charges.push({ kind: 'protection', amount: protectionTotalOf(shop, baseAmount, row.months, protection.cover) });
      instalments = {
        months: row.months,
        financedAmount: baseAmount,
        monthlyRate: row.monthlyRate,
        lastRate: row.lastRate,
        totalInterest: row.totalInterest,
        protectionMonthly,
      };
    }
  }
  const extrasAmount = sum(charges);
  return {
    basket,
    charges,
    extrasAmount,
    totalAmount: basket.result.totalAmount + extrasAmount,
    delivery: deliveryEstimate(shop, express ? 'express' : 'standard', bulky),
    baseAmount,
    creditAmount: basket.result.totalAmount + sum(charges.filter((c) => c.kind !== 'protection')),
    instalments,
    premiumMember: member || takesPremium,
    takesPremium,
  };
}

const sum = (charges: readonly CheckoutCharge[]) => charges.reduce((total, c) => total + c.amount, 0);
