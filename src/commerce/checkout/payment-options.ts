// The payment page's view: every method the shop offers, whether it can be chosen for this order and why not, the
// instalment plans and the payment pause's terms. The credit decision is computed on demand (cheap), once for the
// order total and once with the pause surcharge.
import { rulesCreditCheck, type CreditDecision, type CreditRefusal } from '@/commerce/credit-check/credit-check';
import { loadCreditInput } from '@/commerce/credit-check/load-credit-input';
import { quoteInstalments, type InstalmentPlanQuote } from '@/commerce/financing/quote-instalments';
import { localDay } from '@/commerce/kernel/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Money } from '@/platform/i18n/format';
import { pauseDueOn } from '@/commerce/order/order-bookings';
import { instalmentRowsFor } from './checkout-instalments';
import { creditMethods, needsAccount, type PaymentMethod } from '@/commerce/kernel/payment-method';
import type { PaymentRefusal } from './errors';
import { offeredMethods } from '@/commerce/payment/offered-methods';
import { pauseSurchargeOf, paymentPause } from './payment-terms';

export interface PaymentMethodOption {
  method: PaymentMethod;
  available: boolean;
  refusal?: PaymentRefusal;
  instalments?: InstalmentPlanQuote;
  pause?: { surchargeRateBp: number; surcharge: Money; dueOn: string };
}

export interface PaymentOptionsView {
  methods: PaymentMethodOption[];
  creditDecision: { approved: boolean; reason?: CreditRefusal };
}

export interface PaymentAmounts {
  /** The order total before the method's own extras. */
  baseAmount: number;
  /** Goods after discounts: what the pause surcharge is a share of. */
  goodsAmount: number;
}

const isCreditMethod = (m: PaymentMethod) => (creditMethods as readonly string[]).includes(m);

export async function paymentOptionsFor(
  db: Db,
  shop: ShopContext,
  customer: { id: string; guest: boolean },
  amounts: PaymentAmounts,
): Promise<PaymentOptionsView> {
  const input = await loadCreditInput(db, shop, customer.id, amounts.baseAmount);
  const decide = (orderAmount: number) => rulesCreditCheck.decide({ ...input, orderAmount });
  const decision = decide(amounts.baseAmount);
  const surcharge = pauseSurchargeOf(amounts.goodsAmount);
  const money = (amount: number): Money => ({ amount, currency: shop.currency });

  const methods = offeredMethods(shop).map((method): PaymentMethodOption => {
    const refused = (refusal: PaymentRefusal, extra: Partial<PaymentMethodOption> = {}) => ({
      method,
      available: false,
      refusal,
      ...extra,
    });
    if (!decision.approved && decision.scope === 'all') return refused('CUSTOMER_NOT_ELIGIBLE');
    if (customer.guest && needsAccount(method)) return refused('ACCOUNT_REQUIRED');
    if (method === 'instalments') {
      const rows = instalmentRowsFor(shop, amounts.baseAmount);
      if (rows.length === 0) return refused('AMOUNT_OUT_OF_RANGE');
      const quote = quoteInstalments(shop, money(amounts.baseAmount));
      const instalments = quote.kind === 'plan' ? { ...quote, rows } : undefined;
      if (!decision.approved) return refused('CREDIT_DECLINED', { instalments });
      return { method, available: true, instalments };
    }
    if (method === 'payment-pause') {
      const pause = {
        surchargeRateBp: paymentPause.surchargeRateBp,
        surcharge: money(surcharge),
        dueOn: pauseDueOn(shop.tenant.key, localDay(shop)),
      };
      return decide(amounts.baseAmount + surcharge).approved
        ? { method, available: true, pause }
        : refused('CREDIT_DECLINED', { pause });
    }
    if (isCreditMethod(method) && !decision.approved) return refused('CREDIT_DECLINED');
    return { method, available: true };
  });
  return { methods, creditDecision: creditDecisionView(decision) };
}

export const creditDecisionView = (decision: CreditDecision): PaymentOptionsView['creditDecision'] =>
  decision.approved ? { approved: true } : { approved: false, reason: decision.reason };

/** The reason the shopper reads on /kasse/hinweis when no method is left. */
export function noMethodLeft(view: PaymentOptionsView): CreditRefusal | 'NO_METHOD_OFFERED' | null {
  if (view.methods.some((m) => m.available)) return null;
  return view.creditDecision.reason ?? 'NO_METHOD_OFFERED';
}
