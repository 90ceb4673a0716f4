// What the checkout pages show (GET /api/checkout): the state, the next step, and the server's calculation — the
// basket, the delivery options, the extras, the total, the payment options and the premium offer.
import type { BasketView } from '@/commerce/basket/basket-view';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Money } from '@/platform/i18n/format';
import type { CheckoutState, CheckoutStep } from './checkout-types';
import { hasBulkyGoods } from './customer-basket';
import { deliveryOptionsFor, type DeliveryOptionView } from './delivery-options';
import { loadCheckoutState } from './load-checkout-state';
import { nextMissingStep } from './next-missing-step';
import { paymentOptionsFor, type PaymentOptionsView } from './payment-options';
import { priceCheckout, type CheckoutChargeKind } from './price-checkout';
import { premiumOffered, premiumYearlyFee } from '@/commerce/premium/premium-terms';

export interface CheckoutSummary {
  basket: BasketView;
  deliveryOptions: (Omit<DeliveryOptionView, 'amount'> & { amount: Money })[];
  charges: { kind: CheckoutChargeKind; amount: Money }[];
  total: Money;
  delivery: { fromDays: number; toDays: number };
  paymentOptions: PaymentOptionsView;
  premium: { offered: boolean; member: boolean; fee: Money };
}

export type CheckoutOverview =
  | { ok: true; state: CheckoutState; nextStep: CheckoutStep; summary: CheckoutSummary }
  | { ok: false; code: 'CHECKOUT_BASKET_EMPTY' };

export async function getCheckout(db: Db, shop: ShopContext, customer: CustomerProfile): Promise<CheckoutOverview> {
  const state = await loadCheckoutState(db, shop, customer.id);
  const pricing = await priceCheckout(db, shop, customer, state);
  if (pricing.basket.result.lines.length === 0) return { ok: false, code: 'CHECKOUT_BASKET_EMPTY' };
  const money = (amount: number): Money => ({ amount, currency: shop.currency });
  const [nextStep, paymentOptions] = await Promise.all([
    nextMissingStep(db, shop, customer, state, pricing),
    paymentOptionsFor(db, shop, customer, {
      baseAmount: pricing.baseAmount,
      goodsAmount: pricing.basket.result.goodsAmount,
    }),
  ]);
  const member = pricing.premiumMember && !pricing.takesPremium;
  return {
    ok: true,
    state,
    nextStep,
    summary: {
      basket: pricing.basket.view,
      deliveryOptions: deliveryOptionsFor(shop, {
        bulky: hasBulkyGoods(pricing.basket),
        toParcelShop: state.delivery?.kind === 'parcel-shop',
      }).map((o) => ({ ...o, amount: money(o.amount) })),
      charges: pricing.charges.map((c) => ({ kind: c.kind, amount: money(c.amount) })),
      total: money(pricing.totalAmount),
      delivery: pricing.delivery,
      paymentOptions,
      premium: { offered: premiumOffered(shop, customer) && !member, member, fee: money(premiumYearlyFee[shop.currency]) },
    },
  };
}
