import { describe, expect, it } from 'vitest';
import { routeTable } from '@/platform/routing/route-table';
import { legacyAliases } from '@/platform/routing/route-table';
import { accountNavigation, currentOf } from './account-navigation';

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

  it('sends every legacy account path to a page the navigation lists (no redirect into a 404)', () => {
    const built = new Set<string>(accountNavigation.map((e) => e.route));
    for (const [path, route] of Object.entries(legacyAliases))
      if (path.startsWith('/account') || route.startsWith('/account')) expect(built, path).toContain(route);
  });
});
