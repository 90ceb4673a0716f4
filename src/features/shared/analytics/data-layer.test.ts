// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ecommerceOf, ga4Item, hashEmail, major, pushEvent, pushPurchaseOnce, userData } from './data-layer';

afterEach(() => {
  delete window.dataLayer;
  window.localStorage.clear();
  document.cookie = 'sf_consent=; Max-Age=0; Path=/';
});

const consent = (categories: string[]) => {
  document.cookie = `sf_consent=${encodeURIComponent(JSON.stringify({ consentId: 'x', categories }))}; Path=/`;
};

describe('data layer', () => {
  it('turns minor units into the major units GA4 counts in', () => {
    expect(major(1999)).toBe(19.99);
    expect(major(10)).toBe(0.1);
    const item = ga4Item({
      sku: 'S1',
      name: 'Kleid',
      brand: 'Lindenberg',
      variant: 'S1-38',
      price: { amount: 4990, currency: 'EUR' },
      struckPrice: { amount: 5990, currency: 'EUR' },
      quantity: 2,
    });
    expect(item).toEqual({ item_id: 'S1', item_name: 'Kleid', item_brand: 'Lindenberg', item_variant: 'S1-38', price: 49.9, discount: 10, quantity: 2 });
    expect(ecommerceOf('CHF', [item, { ...item, price: 0.1, quantity: 3 }])).toMatchObject({ currency: 'CHF', value: 100.1 });
  });

  it('clears the previous ecommerce object before an e-commerce event', () => {
    pushEvent('view_cart', { ecommerce: ecommerceOf('EUR', []) });
    pushEvent('login', { method: 'email' });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_cart', ecommerce: { currency: 'EUR', value: 0, items: [] } },
      { event: 'login', method: 'email' },
    ]);
  });

  it('reports a purchase once per order, also after a reload', () => {
    const ecommerce = ecommerceOf('EUR', [], { transaction_id: 'DE-2026-000001' });
    expect(pushPurchaseOnce('DE-2026-000001', ecommerce)).toBe(true);
    delete window.dataLayer; // a reload: a new page, the same browser
    expect(pushPurchaseOnce('DE-2026-000001', ecommerce)).toBe(false);
    expect(window.dataLayer ?? []).toEqual([]);
    expect(pushPurchaseOnce('DE-2026-000002', ecommerce)).toBe(true);
  });

  it('gives the hashed email only with marketing consent', async () => {
    expect(await hashEmail(' Erika@Example.DE ')).toBe(await hashEmail('erika@example.de'));
    expect(await hashEmail('a')).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
    consent(['C0001', 'C0002']);
    expect(await userData('erika@example.de')).toEqual({});
    consent(['C0001', 'C0004']);
    expect(await userData('erika@example.de')).toEqual({ user_data: { sha256_email_address: await hashEmail('erika@example.de') } });
  });
});
