// What one shop makes of a product: its price in the shop's currency with 60 days of history (some products
// reduced, some with an earlier short promotion), stock and delivery time per variant. Drawn from (seed, tenant,
// index), so every shop has its own prices and stock for the same products.
import { priceStateAt, type PricePoint, type PriceState } from '@/commerce/catalog/lowest-price';
import type { Currency, TenantKey } from '@/commerce/tenant/tenants';
import type { GeneratedProduct } from './generate-product';
import { createRng, type Rng } from './prng';
import { chfRetail, euroRetail } from './retail-price';

export const DAY_MS = 86_400_000;

/** Parcel delivery in working days per shop, as docs/content.md promises. */
const parcelDays: Record<TenantKey, [number, number]> = { de: [2, 4], at: [3, 5], ch: [2, 4], nl: [1, 3] };
/** Freight (furniture, large appliances): a product is in one of these bands. */
const freightDays: [number, number][] = [
  [5, 10],
  [10, 15],
  [15, 25],
];
const BACKORDER_DAYS: [number, number] = [20, 30];

export interface VariantStock {
  variantSku: string;
  stock: number;
  /** Null: no delivery statement possible. */
  deliveryDaysMin: number | null;
  deliveryDaysMax: number | null;
}

export interface Offer {
  currency: Currency;
  history: PricePoint[];
  price: PriceState;
  stock: VariantStock[];
}

/** The shop's regular price from the German base: Austria a little above, Switzerland in francs, NL as DE. */
export function regularPrice(tenant: TenantKey, baseCents: number, rng: Rng): number {
  if (tenant === 'ch') return chfRetail(baseCents * (1.05 + rng.next() * 0.15));
  if (tenant === 'at') return Math.max(baseCents, euroRetail(baseCents * (1.01 + rng.next() * 0.03)));
  return baseCents;
}

function shelf(currency: Currency, cents: number): number {
  return currency === 'CHF' ? chfRetail(cents) : euroRetail(cents);
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A price history: the price since the product came, and what happened in the last 60 days. */
function priceHistory(currency: Currency, regular: number, created: Date, now: Date, rng: Rng): PricePoint[] {
  const age = Math.floor((now.getTime() - created.getTime()) / DAY_MS);
  const history: PricePoint[] = [{ amount: regular, validFrom: created }];
  const at = (days: number, amount: number) => history.push({ amount, validFrom: daysBefore(now, days) });
  const scenario = rng.weighted([
    ['steady', 64],
    ['reduced', 24],
    ['raised', 7],
    ['past-promotion', 5],
  ] as const);

  if (scenario === 'reduced' && age >= 12) {
    const percent = rng.weighted([
      [10, 2],
      [15, 2],
      [20, 3],
      [25, 2],
      [30, 3],
      [40, 2],
      [50, 1],
    ] as const);
    const final = Math.min(shelf(currency, regular * (1 - percent / 100)), regular - 100);
    const stepped = percent >= 20 && rng.chance(0.25);
    const end = rng.int(1, Math.min(28, age - 10));
    const start = stepped ? Math.min(end + rng.int(5, 15), age - 5) : end;
    // An earlier short promotion inside the 30 days before the reduction, never cheaper than today's price.
    if (rng.chance(0.3) && age > start + 12) {
      const from = start + rng.int(8, Math.min(28, age - start - 2));
      const promotion = shelf(currency, regular * (1 - (percent * (0.3 + rng.next() * 0.4)) / 100));
      if (promotion > final && promotion < regular) {
        at(from, promotion);
        at(from - rng.int(3, 7), regular);
      }
    }
    if (stepped && start > end)
      at(start, Math.max(shelf(currency, regular * (1 - percent / 200)), final + 100));
    at(end, final);
  } else if (scenario === 'raised' && age > 20) {
    history[0]!.amount = shelf(currency, regular * 0.9);
    at(rng.int(3, Math.min(45, age - 1)), regular);
  } else if (scenario === 'past-promotion' && age > 60) {
    const from = rng.int(40, 55);
    at(from, shelf(currency, regular * 0.8));
    at(from - 7, regular);
  }
  return history;
}

function variantStock(tenant: TenantKey, product: GeneratedProduct, rng: Rng): VariantStock[] {
  const soldOut = rng.chance(0.05);
  const inStockDays = product.bulky ? rng.pick(freightDays) : parcelDays[tenant];
  return product.variants.map((variant) => {
    const stock = soldOut || rng.chance(0.1) ? 0 : rng.int(1, product.bulky ? 25 : 150);
    let days: [number, number] | null = stock > 0 ? inStockDays : BACKORDER_DAYS;
    if (stock > 0 ? rng.chance(0.03) : rng.chance(0.5)) days = null;
    return {
      variantSku: variant.variantSku,
      stock,
      deliveryDaysMin: days?.[0] ?? null,
      deliveryDaysMax: days?.[1] ?? null,
    };
  });
}

export function generateOffer(
  seed: string,
  tenant: TenantKey,
  currency: Currency,
  product: GeneratedProduct,
  now: Date,
): Offer {
  const rng = createRng(seed, 'offer', tenant, product.index);
  const created = daysBefore(now, product.createdDaysAgo);
  const history = priceHistory(
    currency,
    regularPrice(tenant, product.basePriceCents, rng),
    created,
    now,
    rng,
  );
  return { currency, history, price: priceStateAt(history, now)!, stock: variantStock(tenant, product, rng) };
}
