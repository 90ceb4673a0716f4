// What the shop offers for variant skus right now: price, struck price, stock and the facts promotions and shipping
// look at. Only active products with a price in the shop's currency are offered; other tenants' rows never match.
// One statement of lookups by primary key (laterals the planner may not flatten) rather than a plain join: a basket
// names a handful of rows, and the plan must not depend on table statistics (a join planned from stale statistics
// walked every price of the shop).
import { sql } from 'drizzle-orm';
import { categories, prices, products, variants } from '@/commerce/catalog/catalog.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedSql } from '@/platform/db/prepared-statement';
import type { PriceLineInput } from './price-types';

export interface Offer extends Omit<PriceLineInput, 'key' | 'quantity'> {
  variantSku: string;
  stock: number;
}

interface OfferRow {
  variant_sku: string;
  sku: string;
  stock: number;
  category_id: string;
  bulky: boolean;
  attributes: (typeof products.$inferSelect)['attributes'];
  amount: number;
  struck_amount: number | null;
  id_path: string | null;
}

// Each lateral is a primary-key lookup per variant; `offset 0` keeps the planner from turning them into joins. The
// skus are one array, so the text is the same for any basket and the statement is prepared (decision 0060).
const offerRows = preparedSql<{ tenantId: string; currency: string; skus: string[] }, OfferRow>('offers', () =>
  sql`select v.variant_sku, v.sku, v.stock, p.category_id, p.bulky, p.attributes, pr.amount, pr.struck_amount, c.id_path
      from ${variants} v
      join lateral (select category_id, bulky, attributes from ${products}
                    where tenant_id = v.tenant_id and sku = v.sku and active offset 0) p on true
      join lateral (select amount, struck_amount from ${prices}
                    where tenant_id = v.tenant_id and currency = ${p('currency')} and sku = v.sku offset 0) pr on true
      left join lateral (select id_path from ${categories}
                         where tenant_id = v.tenant_id and id = p.category_id offset 0) c on true
      where v.tenant_id = ${p('tenantId')} and v.variant_sku = any(${p('skus')}::text[])`,
);

const offerValues = (shop: ShopContext, variantSkus: readonly string[]) => ({
  tenantId: shop.tenant.key,
  currency: shop.currency,
  skus: [...new Set(variantSkus)],
});

/** The read of loadOffers, to be read ahead (decision 0070); none for no skus. */
export const offersAhead = (shop: ShopContext, variantSkus: readonly string[]) =>
  variantSkus.length === 0 ? [] : [offerRows.ahead(offerValues(shop, variantSkus))];

export async function loadOffers(
  db: Db,
  shop: ShopContext,
  variantSkus: readonly string[],
): Promise<Map<string, Offer>> {
  if (variantSkus.length === 0) return new Map();
  const rows = await offerRows(db, offerValues(shop, variantSkus));
  const offers = new Map<string, Offer>();
  for (const r of rows) {
    offers.set(r.variant_sku, {
      variantSku: r.variant_sku,
      sku: r.sku,
      stock: Math.max(0, r.stock),
      unitAmount: r.amount,
      // A "former" price at or below today's is no reduction (the product page shows none either).
      struckUnitAmount: r.struck_amount !== null && r.struck_amount > r.amount ? r.struck_amount : null,
      categoryIds: r.id_path?.split('/') ?? [r.category_id],
      bulky: r.bulky,
      attributes: r.attributes,
    });
  }
  return offers;
}
