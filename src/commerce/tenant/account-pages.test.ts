import { describe, expect, it } from 'vitest';
import { servesAccountPage } from './account-pages';
import { flagDefaults } from './flags';
import { offeredProgram } from '@/commerce/loyalty/loyalty-programs';
import { tenants } from './tenants';

describe('servesAccountPage', () => {
  it('serves a flagged page and the pages below it only with its flag, unflagged pages always', () => {
    const off = { ...flagDefaults };
    expect(servesAccountPage(off, '/account/orders')).toBe(false);
    expect(servesAccountPage(off, '/account/orders/[orderNumber]')).toBe(false);
    expect(servesAccountPage(off, '/account')).toBe(true);
    expect(servesAccountPage(off, '/account/addresses')).toBe(true);
    const on = { ...flagDefaults, supportedPathOrders: true };
    expect(servesAccountPage(on, '/account/orders/[orderNumber]')).toBe(true);
    expect(servesAccountPage(on, '/account/overview')).toBe(false);
  });

  it('has every shop as installed serve the built account pages, and the payback page only with a programme', () => {
    for (const tenant of Object.values(tenants)) {
      for (const route of ['/account', '/account/overview', '/account/orders', '/account/addresses', '/account/invoices', '/account/bookings', '/account/payment-dates'] as const)
        expect(servesAccountPage(tenant.flags, route), `${tenant.key} ${route}`).toBe(true);
      // The payback page exactly where a bonus programme runs (Payback in de, jö in at).
      expect(servesAccountPage(tenant.flags, '/account/payback'), tenant.key).toBe(offeredProgram(tenant) !== null);
    }
    expect(Object.values(tenants).filter((t) => servesAccountPage(t.flags, '/account/payback')).map((t) => t.key)).toEqual(['de', 'at']);
  });
});
