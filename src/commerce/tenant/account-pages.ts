// Which account pages a shop serves (SPEC §2 supported-path flags; docs/decisions/0027): a page with a flag is served
// when its flag is on, and so are the pages below it (an order below the orders); a page without one always is.
import type { RouteKey } from '@/platform/routing/route-table';
import type { FlagName, Flags } from './flags';

export const accountPageFlags = {
  '/account/overview': 'supportedPathOverview',
  '/account/orders': 'supportedPathOrders',
  '/account/bookings': 'supportedPathBookings',
  '/account/invoices': 'supportedPathInvoices',
  '/account/payment-dates': 'supportedPathPaymentDates',
  '/account/payback': 'supportedPathPayback',
} as const satisfies Partial<Record<RouteKey, FlagName>>;

export function servesAccountPage(flags: Flags, route: RouteKey): boolean {
  for (const [page, flag] of Object.entries(accountPageFlags))
    if (route === page || route.startsWith(`${page}/`)) return flags[flag];
  return true;
}
