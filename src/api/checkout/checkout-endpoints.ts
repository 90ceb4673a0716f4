// /api/checkout/*: the checkout steps of the logged-in customer (docs/checkout.md). Reads answer the server's state
// and calculation; writes take only the choices (ids, options, form answers) — amounts sent along are ignored.
import { getCheckout } from '@/commerce/checkout/checkout-summary';
import { loadCheckoutState } from '@/commerce/checkout/load-checkout-state';
import { nextMissingStep } from '@/commerce/checkout/next-missing-step';
import { noMethodLeft, paymentOptionsFor } from '@/commerce/checkout/payment-options';
import { priceCheckout } from '@/commerce/checkout/price-checkout';
import { protectionOffer, saveProtectionChoice } from '@/commerce/checkout/protection-offer';
import { saveDeliveryChoice } from '@/commerce/checkout/save-delivery-choice';
import { savePaymentChoice } from '@/commerce/checkout/save-payment-choice';
import { savePremiumChoice } from '@/commerce/checkout/save-premium-choice';
import type { CheckoutState } from '@/commerce/checkout/checkout-types';
import type { CheckoutFailure } from '@/commerce/checkout/errors';
import { answer, checkoutRequest, refusal, type CheckoutRequest } from './checkout-http';

type Outcome = { ok: true; state: CheckoutState } | CheckoutFailure;

/** A step was saved: the state and where the shopper goes next. */
async function stepAnswer({ db, scope, customer }: CheckoutRequest, step: string, outcome: Outcome) {
  scope.log.info({ event: 'checkout-step', step, outcome: outcome.ok ? 'saved' : outcome.code }, 'checkout');
  if (!outcome.ok) return refusal(outcome);
  return answer({ state: outcome.state, nextStep: await nextMissingStep(db, scope.shop, customer, outcome.state) });
}

export async function getCheckoutOverview(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: false });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer } = parsed.value;
  const overview = await getCheckout(db, scope.shop, customer);
  if (!overview.ok) return refusal(overview);
  const { ok: _ok, ...body } = overview;
  return answer(body);
}

export async function putDelivery(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: true });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer, body } = parsed.value;
  return stepAnswer(parsed.value, 'delivery', await saveDeliveryChoice(db, scope.shop, customer.id, body));
}

export async function getPaymentOptions(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: false });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer } = parsed.value;
  const state = await loadCheckoutState(db, scope.shop, customer.id);
  const pricing = await priceCheckout(db, scope.shop, customer, state);
  if (pricing.basket.result.lines.length === 0) return answer({ error: 'CHECKOUT_BASKET_EMPTY' }, 409);
  const view = await paymentOptionsFor(db, scope.shop, customer, {
    baseAmount: pricing.baseAmount,
    goodsAmount: pricing.basket.result.goodsAmount,
  });
  const none = noMethodLeft(view);
  if (none) {
    scope.log.info({ event: 'checkout-no-payment-method', reason: none }, 'checkout');
    return answer({ error: 'CHECKOUT_NO_PAYMENT_METHOD', reason: none, ...view }, 409);
  }
  return answer(view);
}

export async function putPayment(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: true });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer, body } = parsed.value;
  return stepAnswer(parsed.value, 'payment', await savePaymentChoice(db, scope.shop, customer, body));
}

export async function getProtection(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: false });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer } = parsed.value;
  const state = await loadCheckoutState(db, scope.shop, customer.id);
  return answer(await protectionOffer(db, scope.shop, customer, state));
}

export async function putProtection(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: true });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer, body } = parsed.value;
  return stepAnswer(parsed.value, 'protection', await saveProtectionChoice(db, scope.shop, customer, body));
}

export async function putPremium(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: true });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer, body } = parsed.value;
  return stepAnswer(parsed.value, 'premium', await savePremiumChoice(db, scope.shop, customer, body));
}
