// Step "payment": a method the payment page offers this customer for this order now (same view, same rules), with
// an offered duration for instalments. Leaving or entering instalments drops the protection answer (it belongs to
// an instalment purchase); changing only the duration keeps it, its price follows the new rate.
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { fieldCodes, paymentInputSchema } from './checkout-input';
import { updateCheckoutState } from './checkout-state-store';
import type { CheckoutState } from './checkout-types';
import type { PaymentChoice } from '@/commerce/order/order-choices';
import type { CheckoutFailure } from './errors';
import { loadCheckoutState } from './load-checkout-state';
import { noMethodLeft, paymentOptionsFor } from './payment-options';
import { priceCheckout } from './price-checkout';

export async function savePaymentChoice(
  db: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  input: unknown,
): Promise<{ ok: true; state: CheckoutState } | CheckoutFailure> {
  const parsed = paymentInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'CHECKOUT_INVALID_INPUT', fields: fieldCodes(parsed.error) };
  const current = await loadCheckoutState(db, shop, customer.id);
  const pricing = await priceCheckout(db, shop, customer, { ...current, payment: null, protection: null });
  if (pricing.basket.result.lines.length === 0) return { ok: false, code: 'CHECKOUT_BASKET_EMPTY' };
  const options = await paymentOptionsFor(db, shop, customer, {
    baseAmount: pricing.baseAmount,
    goodsAmount: pricing.basket.result.goodsAmount,
  });
  const none = noMethodLeft(options);
  if (none) return { ok: false, code: 'CHECKOUT_NO_PAYMENT_METHOD', reason: none };
  const option = options.methods.find((m) => m.method === parsed.data.method);
  if (!option?.available)
    return { ok: false, code: 'CHECKOUT_METHOD_UNAVAILABLE', ...(option?.refusal ? { refusal: option.refusal } : {}) };
  let choice: PaymentChoice;
  if (parsed.data.method === 'instalments') {
    const months = parsed.data.months;
    if (!option.instalments?.rows.some((r) => r.months === months))
      return { ok: false, code: 'CHECKOUT_METHOD_UNAVAILABLE', refusal: 'DURATION_NOT_OFFERED' };
    choice = { method: 'instalments', months: months! };
  } else {
    choice = { method: parsed.data.method };
  }
  const state = await updateCheckoutState(db, shop, customer.id, (stored) => ({
    ...stored,
    payment: choice,
    protection: stored.payment?.method === 'instalments' && choice.method === 'instalments' ? stored.protection : null,
  }));
  return { ok: true, state };
}
