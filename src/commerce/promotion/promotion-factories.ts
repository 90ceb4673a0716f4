// Test factories of the promotion context: voucher terms and automatic promotions with sensible defaults.
import type { CategoryPromotion } from './category-promotion-processor';
import type { VoucherTerms } from './voucher-terms';

export function voucherTerms(overrides: Partial<VoucherTerms> = {}): VoucherTerms {
  return {
    id: overrides.code ?? 'TEST',
    code: 'TEST',
    kind: 'percentage',
    percentBp: 1_000,
    amount: null,
    minimumAmount: null,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: null,
    excludedCategoryIds: [],
    excludeReduced: false,
    excludeBulky: false,
    ...overrides,
  };
}

export function categoryPromotion(overrides: Partial<CategoryPromotion> = {}): CategoryPromotion {
  return {
    id: 'bettwaesche-10',
    title: { de: '10 % auf Bettwäsche', fr: '10 % sur le linge de lit', nl: '10% op dekbedovertrekken' },
    percentBp: 1_000,
    categoryId: 'wohnen-heimtextilien-bettwaesche',
    ...overrides,
  };
}
