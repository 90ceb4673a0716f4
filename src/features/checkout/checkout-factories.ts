// Small factories for the checkout's component tests: a checkout as GET /api/checkout answers it.
import type { CheckoutState } from '@/commerce/checkout/checkout-types';
import type { CheckoutLinks } from './checkout-routes';
import type { CheckoutSummaryView, CheckoutView, PaymentOptionsView } from './checkout-view-types';

export const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

export const testLinks: CheckoutLinks = {
  register: '/kasse/registrieren',
  delivery: '/kasse/lieferservice',
  deliveryChange: '/kasse/lieferservice-aendern',
  payment: '/kasse/zahlung',
  paymentChange: '/kasse/zahlung-aendern',
  paymentPause: '/kasse/zahlpause',
  protection: '/kasse/ratenschutz',
  protectionUpdate: '/kasse/ratenschutz-aktualisierung',
  premium: '/kasse/premium',
  review: '/kasse',
  confirmation: '/kasse/auftrag',
  notice: '/kasse/hinweis',
  basket: '/warenkorb',
  home: '/',
  account: '/mein-konto',
  contact: '/service-hilfe/kontakt',
  terms: '/service-hilfe/agb',
  withdrawal: '/service-hilfe/widerrufsbelehrung',
  privacy: '/service-hilfe/ueber-uns/datenschutz',
  payments: '/service-hilfe/zahlungsarten',
};

export function paymentOptions(overrides: Partial<PaymentOptionsView> = {}): PaymentOptionsView {
  return {
    methods: [
      { method: 'invoice', available: true },
      { method: 'paypal', available: true },
      { method: 'visa', available: true },
    ],
    creditDecision: { approved: true },
    ...overrides,
  };
}

export function checkoutState(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    tenantId: 'de',
    customerId: 'c-1',
    delivery: {
      kind: 'address',
      addressId: 'a-1',
      option: 'standard',
      address: {
        salutation: 'female',
        firstName: 'Erika',
        lastName: 'Mustermann',
        street: 'Hauptstraße',
        houseNumber: '5',
        addition: '',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    },
    payment: { method: 'invoice' },
    protection: null,
    premium: 'declined',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function checkoutSummary(overrides: Partial<CheckoutSummaryView> = {}): CheckoutSummaryView {
  return {
    basket: {
      currency: 'EUR',
      count: 1,
      lines: [
        {
          variantSku: '1000001-42',
          sku: '1000001',
          name: 'Sneaker Runner',
          brand: 'Laufwerk',
          href: '/p/sneaker-runner-1000001',
          image: null,
          size: '42',
          colour: null,
          quantity: 1,
          maxQuantity: 10,
          available: true,
          delivery: { minDays: 2, maxDays: 4 },
          unitPrice: eur(7_999),
          struckUnitPrice: null,
          lineTotal: eur(7_999),
          discounts: [],
          netTotal: eur(7_999),
          voucherExcluded: false,
          setupServiceIncluded: false,
          bulky: false,
        },
      ],
      subtotal: eur(7_999),
      discounts: [],
      discountTotal: eur(0),
      goodsTotal: eur(7_999),
      shipping: { total: eur(495), charges: [{ kind: 'standard', amount: eur(495), regularAmount: eur(495), waivedBy: null }], freeFrom: eur(10_000), missingForFree: eur(2_001) },
      total: eur(8_494),
      vat: { amount: eur(1_356), rateBp: 1_900 },
      voucher: null,
      loyalty: null,
      maxLineQuantity: 10,
    },
    deliveryOptions: [
      { key: 'standard', amount: eur(0), available: true, estimate: { fromDays: 2, toDays: 4 } },
      { key: 'express', amount: eur(995), available: true, estimate: { fromDays: 1, toDays: 2 } },
    ],
    charges: [],
    total: eur(8_494),
    paymentOptions: paymentOptions(),
    premium: { offered: true, member: false, fee: eur(995) },
    ...overrides,
  };
}

export function checkoutView(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return { state: checkoutState(), nextStep: 'review', summary: checkoutSummary(), ...overrides };
}
