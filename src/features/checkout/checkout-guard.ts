import 'server-only';
// The one gate of every checkout page (issue #6: steps cannot be skipped). On the server, per request: who is the
// customer (session cookies), is there a basket, what was chosen so far; then either the page may render or the
// shopper is sent to the step that is missing: not logged in → login, empty basket → basket, an earlier step not
// done → that step.
import { redirect } from 'next/navigation';
import { countBasketItems } from '@/commerce/basket/count-basket-items';
import { checkoutSteps, type CheckoutState, type CheckoutStep } from '@/commerce/checkout/checkout-types';
import { loadCheckoutState } from '@/commerce/checkout/load-checkout-state';
import { nextMissingStep } from '@/commerce/checkout/next-missing-step';
import { premiumOffered } from '@/commerce/premium/premium-terms';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { ShopParams } from '@/features/shared/page/page-shop';
import { pageVisitor } from '@/features/shared/page/page-visitor';
import { getDb } from '@/platform/db/database';
import { checkoutLinks, linkOfStep, type CheckoutLinks } from './checkout-routes';

/** The step a page belongs to; 'done' pages (confirmation, after payment) only need the logged-in customer. */
export type GuardedStep = CheckoutStep | 'done';

export interface CheckoutGuardResult {
  shop: ShopContext;
  customer: CustomerProfile;
  state: CheckoutState;
  nextStep: CheckoutStep;
  links: CheckoutLinks;
}

const indexOf = (step: CheckoutStep) => checkoutSteps.indexOf(step);

/** Where a page of `step` must send the shopper instead of rendering, or null when it may render. */
export function redirectStep(step: CheckoutStep, state: CheckoutState, next: CheckoutStep, premiumFlag: boolean): CheckoutStep | null {
  if (indexOf(next) < indexOf(step)) return next;
  if (step === 'review') return next === 'review' ? null : next;
  // Optional pages: protection only for an instalment purchase; the premium offer's page wherever the flag is on.
  if (step === 'protection' && state.payment?.method !== 'instalments') return next;
  if (step === 'premium' && !premiumFlag) return next;
  return null;
}

export async function guardCheckout(params: ShopParams, step: GuardedStep): Promise<CheckoutGuardResult> {
  const { shop, current } = await pageVisitor(params, { guests: 'allow' });
  const links = checkoutLinks(shop);
  const db = await getDb();
  if (current.level !== 'full') redirect(links.register);
  const customer = current.customer;
  const state = await loadCheckoutState(db, shop, customer.id);
  if (step === 'done') return { shop, customer, state, nextStep: 'review', links };

  if ((await countBasketItems(db, shop, { kind: 'customer', customerId: customer.id })) === 0) redirect(links.basket);
  const nextStep = await nextMissingStep(db, shop, customer, state);
  const target = step === 'login' ? nextStep : redirectStep(step, state, nextStep, premiumOffered(shop, customer));
  // 'login' while logged in would loop: nextMissingStep never names it for a full customer; render instead.
  if (target && !(step === 'login' && target === 'login')) redirect(linkOfStep(links, target));
  return { shop, customer, state, nextStep, links };
}

/** The login page: who is there (a logged-in customer is sent on by guardCheckout(…, 'login')). */
export async function checkoutVisitor(params: ShopParams) {
  const { shop, current } = await pageVisitor(params, { guests: 'allow' });
  return { shop, current, links: checkoutLinks(shop) };
}
