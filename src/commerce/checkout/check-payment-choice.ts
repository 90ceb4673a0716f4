// Whether the chosen payment may still be used for an order of `totalAmount` (what priceCheckout computed): offered
// by the shop and its flags, in the financing range with an offered duration, and — for invoice, instalments and
// the pause — approved by the credit check. The order calls it inside its transaction.
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import { decideCredit } from '@/commerce/credit-check/decide-credit';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { financedAmountOf, instalmentRowFor } from './checkout-instalments';
import { creditMethods, needsAccount } from '@/commerce/kernel/payment-method';
import type { CheckoutState } from './checkout-types';
import { offeredMethods } from '@/commerce/payment/offered-methods';

export type PaymentChoiceCheck =
  { ok: true } | { ok: false; code: 'CHECKOUT_CREDIT_DECLINED' | 'CHECKOUT_METHOD_UNAVAILABLE' };

export async function checkPaymentChoice(
  db: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  state: CheckoutState,
  totalAmount: number,
): Promise<PaymentChoiceCheck> {
  const payment = state.payment;
  if (!payment || !offeredMethods(shop).includes(payment.method) || (customer.guest && needsAccount(payment.method)))
    return { ok: false, code: 'CHECKOUT_METHOD_UNAVAILABLE' };
  // The protection premiums are insurance, not credit: the financed amount and the credit decision leave them out.
  let creditAmount = totalAmount;
  if (payment.method === 'instalments') {
    const protection = typeof state.protection === 'object' ? state.protection : null;
    creditAmount = protection ? financedAmountOf(shop, totalAmount, payment.months, protection.cover) : totalAmount;
    if (!instalmentRowFor(shop, creditAmount, payment.months)) return { ok: false, code: 'CHECKOUT_METHOD_UNAVAILABLE' };
  }
  const decision = await decideCredit(db, shop, customer.id, creditAmount);
  const needsCredit = (creditMethods as readonly string[]).includes(payment.method);
  if (!decision.approved && (needsCredit || decision.scope === 'all'))
    return { ok: false, code: 'CHECKOUT_CREDIT_DECLINED' };
  return { ok: true };
}
