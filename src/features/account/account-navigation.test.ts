import { describe, expect, it } from 'vitest';
import { legacyAliases, routeTable } from '@/platform/routing/route-table';
import { accountPageFlags, servesAccountPage } from '@/commerce/tenant/account-pages';
import { flagDefaults } from '@/commerce/tenant/flags';
import { tenants } from '@/commerce/tenant/tenants';
import { accountNavigation, currentOf, servedAccountPages } from './account-navigation';

describe('account navigation', () => {
  it('marks the page shown, and its section for a page below it', () => {
    expect(currentOf('/account/orders', '/account/orders')).toBe('page');
    expect(currentOf('/account/orders', '/account/orders/[orderNumber]')).toBe('true');
    expect(currentOf('/account', '/account/orders')).toBeUndefined();
    expect(currentOf('/account/addresses', '/account/orders')).toBeUndefined();
  });

  it('lists every entry once, each a route of the routing table', () => {
    const routes = accountNavigation.map((e) => e.route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(routeTable).toHaveProperty([route]);
  });

  it('sends every legacy account path to a built page, or to one the shops do not serve (then the proxy sends the home)', () => {
    const built = new Set<string>(accountNavigation.map((e) => e.route));
    for (const [path, route] of Object.entries(legacyAliases))
      if (path.startsWith('/account') || route.startsWith('/account'))
        expect(built.has(route) || route in accountPageFlags, `${path} → ${route}`).toBe(true);
    for (const route of Object.values(legacyAliases))
      if (!built.has(route) && route in accountPageFlags)
        for (const tenant of Object.values(tenants)) expect(servesAccountPage(tenant.flags, route), `${tenant.key} ${route}`).toBe(false);
  });

  it('lists only the pages a shop serves', () => {
    expect(servedAccountPages(flagDefaults).map((e) => e.route)).toEqual(['/account', '/account/personal-data', '/account/addresses', '/account/vouchers']);
    expect(servedAccountPages({ ...flagDefaults, supportedPathOrders: true }).map((e) => e.route)).toContain('/account/orders');
  });
});
