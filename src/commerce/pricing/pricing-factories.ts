// Test factories of the price engine: lines and inputs with sensible defaults, in a shop's currency and VAT.
import { shippingRatesOf } from '@/commerce/shipping/shipping-rates';
import { getTenant, type TenantKey } from '@/commerce/tenant/tenants';
import type { PriceLineInput, PricingInput } from './price-types';

let counter = 0;

export function line(overrides: Partial<PriceLineInput> = {}): PriceLineInput {
  counter += 1;
  const sku = overrides.sku ?? String(2_000_000 + counter);
  return {
    key: `${sku}-01`,
    sku,
    quantity: 1,
    unitAmount: 2_000,
    struckUnitAmount: null,
    categoryIds: ['damen', 'damen-bekleidung', 'damen-bekleidung-kleider'],
    bulky: false,
    attributes: {},
    ...overrides,
  };
}

export function pricingInput(
  tenant: TenantKey,
  lines: PriceLineInput[],
  overrides: Partial<PricingInput> = {},
): PricingInput {
  const t = getTenant(tenant);
  return {
    currency: t.currency,
    vatRateBp: t.vatRateBp,
    lines,
    shipping: shippingRatesOf(tenant),
    premiumMember: false,
    ...overrides,
  };
}
