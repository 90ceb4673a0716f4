// Test data of the basket's client components: a priced basket as the gateway answers it.
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';
import type { BasketLine } from './basket-line-item';

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

export function clientLine(overrides: Partial<BasketLine> = {}): BasketLine {
  return {
    variantSku: '1000001-01',
    sku: '1000001',
    name: 'Sneaker Runner',
    brand: 'Laufwerk',
    url: '/p/sneaker-runner-1000001',
    image: { path: '/media/1000001.webp', width: 600, height: 800 },
    size: '42',
    colour: 'weiss',
    quantity: 1,
    maxQuantity: 5,
    available: true,
    delivery: { minDays: 2, maxDays: 4 },
    unitPrice: eur(4_999),
    struckUnitPrice: null,
    lineTotal: eur(4_999),
    discounts: [],
    netTotal: eur(4_999),
    voucherExcluded: false,
    setupServiceIncluded: false,
    bulky: false,
    ...overrides,
  };
}

export function clientBasket(overrides: Partial<BasketFieldsFragment> = {}): BasketFieldsFragment {
  const lines = overrides.lines ?? [clientLine()];
  const goods = lines.reduce((sum, l) => sum + l.netTotal.amount, 0);
  const fee = goods >= 7_500 ? 0 : 595;
  return {
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    maxLineQuantity: 10,
    lines,
    subtotal: eur(lines.reduce((sum, l) => sum + l.lineTotal.amount, 0)),
    discounts: [],
    discountTotal: eur(0),
    goodsTotal: eur(goods),
    shipping: {
      total: eur(fee),
      charges: [
        { kind: 'STANDARD', amount: eur(fee), regularAmount: eur(595), waivedBy: fee ? null : 'THRESHOLD' },
      ],
      freeShippingFrom: eur(7_500),
      missingForFreeShipping: fee ? eur(7_500 - goods) : null,
    },
    total: eur(goods + fee),
    vat: { amount: eur(Math.round(((goods + fee) * 19) / 119)), rateBasisPoints: 1_900 },
    voucher: null,
    loyalty: { program: 'PAYBACK', points: Math.floor(goods / 100) },
    ...overrides,
  };
}
