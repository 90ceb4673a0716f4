// Unit prices for goods sold by measure (PAngV § 4): the price per 1 l, 1 kg, 1 m or 1 m²; per 100 g or 100 ml
// for small packs, as the regulation allows.
import type { Money } from '@/platform/i18n/format';

export interface UnitPrice {
  price: Money;
  unit: string;
  per: number;
}

const units: Record<string, { display: string; smallPer?: number }> = {
  l: { display: 'l' },
  ml: { display: 'ml', smallPer: 100 },
  kg: { display: 'kg' },
  g: { display: 'g', smallPer: 100 },
  m: { display: 'm' },
  m2: { display: 'm²' },
  stk: { display: 'Stk.' },
};

export function unitPriceOf(price: Money, unit: string | null, quantity: number | null): UnitPrice | null {
  if (!unit || !quantity || quantity <= 0 || !units[unit]) return null;
  const { display, smallPer } = units[unit];
  // ml and g are shown per 100 (e.g. coffee beans per 100 g), everything else per 1 unit.
  const per = smallPer ?? 1;
  return { price: { amount: Math.round((price.amount * per) / quantity), currency: price.currency }, unit: display, per };
}
