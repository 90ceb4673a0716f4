// The one list of account pages (docs/decisions/0027-account-navigation-and-flags.md): the side navigation (a menu
// on phones), the header's account menu and the account home's tiles all read it, so a page added here shows up in
// all three. Only pages that exist are listed.
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import type { Flags } from '@/commerce/tenant/flags';
import type { RouteKey } from '@/platform/routing/route-table';

export const accountNavigation = [
  // SPEC §2's order: overview, personal data, orders and deliveries, bookings, invoices, address book, payback,
  // payment dates; then the vouchers.
  { route: '/account', label: 'home' },
  { route: '/account/overview', label: 'overview' },
  { route: '/account/personal-data', label: 'personalData' },
  { route: '/account/orders', label: 'orders' },
  { route: '/account/bookings', label: 'bookings' },
  { route: '/account/invoices', label: 'invoices' },
  { route: '/account/addresses', label: 'addresses' },
  { route: '/account/payback', label: 'payback' },
  { route: '/account/payment-dates', label: 'paymentDates' },
  { route: '/account/vouchers', label: 'vouchers' },
] as const satisfies readonly { route: RouteKey; label: string }[];

/** The entries of the pages a shop serves (supported-path flags, decision 0027). */
export function servedAccountPages(flags: Flags) {
  return accountNavigation.filter((entry) => servesAccountPage(flags, entry.route));
}
export type AccountNavRoute = (typeof accountNavigation)[number]['route'];
export type AccountNavLabel = (typeof accountNavigation)[number]['label'];

/**
 * How an entry relates to the page shown: the page itself, a page within it (an order under "orders"), or none.
 * The account home is only ever itself, since every account page lies below its path.
 */
export function currentOf(entry: AccountNavRoute, shown: RouteKey): 'page' | 'true' | undefined {
  if (entry === shown) return 'page';
  if (entry !== '/account' && shown.startsWith(`${entry}/`)) return 'true';
  return undefined;
}
