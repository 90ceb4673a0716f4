// Which page serves which checkout step, and the links every checkout page gets (built once on the server with the
// routing table, so the client never assembles a localized path itself).
import type { CheckoutStep } from '@/commerce/checkout/checkout-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { buildPath } from '@/platform/routing/router';
import type { RouteKey } from '@/platform/routing/route-table';

export const stepRoutes = {
  login: '/checkout/register',
  delivery: '/checkout/delivery',
  payment: '/checkout/payment',
  protection: '/checkout/payment-protection',
  premium: '/checkout/premium',
  review: '/checkout',
} as const satisfies Record<CheckoutStep, RouteKey>;

const linkKeys = {
  register: '/checkout/register',
  delivery: '/checkout/delivery',
  deliveryChange: '/checkout/delivery-change',
  payment: '/checkout/payment',
  paymentChange: '/checkout/payment-change',
  paymentPause: '/checkout/payment-pause',
  protection: '/checkout/payment-protection',
  protectionUpdate: '/checkout/payment-protection-update',
  premium: '/checkout/premium',
  review: '/checkout',
  confirmation: '/checkout/confirmation',
  notice: '/checkout/notice',
  basket: '/basket',
  home: '/',
  account: '/account',
  // The service page with phone and office hours, until the contact form exists (issue 17).
  contact: '/service',
  terms: '/legal/terms',
  withdrawal: '/legal/withdrawal',
  privacy: '/legal/privacy',
  payments: '/legal/payment',
} as const satisfies Record<string, RouteKey>;

export type CheckoutLinks = Record<keyof typeof linkKeys, string>;

export function checkoutLinks(shop: ShopContext): CheckoutLinks {
  return Object.fromEntries(
    Object.entries(linkKeys).map(([name, key]) => [name, buildPath(key, shop.locale, shop.tenant.locales)]),
  ) as CheckoutLinks;
}

/** The page a step's answer leads to: the next missing step, or back to the review when changing from there. */
export function linkOfStep(links: CheckoutLinks, step: CheckoutStep): string {
  const byStep: Record<CheckoutStep, string> = {
    login: links.register,
    delivery: links.delivery,
    payment: links.payment,
    protection: links.protection,
    premium: links.premium,
    review: links.review,
  };
  return byStep[step];
}
