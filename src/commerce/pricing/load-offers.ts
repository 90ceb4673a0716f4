// What the shop offers for variant skus right now: price, struck price, stock and the facts promotions and shipping
// look at. Only active products with a price in the shop's currency are offered; other tenants' rows never match.
// Separate lookups by primary key rather than one join: a basket names a handful of rows, and the plan must not
// depend on table statistics (a join planned from stale statistics walked every price of the shop).
import { and, eq, inArray } from 'drizzle-orm';
import { categories, prices, products, variants } from '@/commerce/catalog/catalog.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { PriceLineInput } from './price-types';

export interface Offer extends Omit<PriceLineInput, 'key' | 'quantity'> {
  variantSku: string;
  stock: number;
}

export async function loadOffers(
  db: Db,
  shop: ShopContext,
  variantSkus: readonly string[],
): Promise<Map<string, Offer>> {
  if (variantSkus.length === 0) return new Map();
  const tenantId = shop.tenant.key;
  const variantRows = await db
    .select({ variantSku: variants.variantSku, sku: variants.sku, stock: variants.stock })
    .from(variants)
    .where(and(eq(variants.tenantId, tenantId), inArray(variants.variantSku, [...new Set(variantSkus)])));
  if (variantRows.length === 0) return new Map();
  const skus = [...new Set(variantRows.map((v) => v.sku))];
  const [productRows, priceRows] = await Promise.all([
    db
      .select({
        sku: products.sku,
        categoryId: products.categoryId,
        bulky: products.bulky,
        attributes: products.attributes,
      })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), inArray(products.sku, skus), eq(products.active, true))),
    db
      .select({ sku: prices.sku, amount: prices.amount, struckAmount: prices.struckAmount })
      .from(prices)
      .where(
        and(eq(prices.tenantId, tenantId), eq(prices.currency, shop.currency), inArray(prices.sku, skus)),
      ),
  ]);
  const categoryIds = [...new Set(productRows.map((p) => p.categoryId))];
  const categoryRows =
    categoryIds.length === 0
      ? []
      : await db
          .select({ id: categories.id, idPath: categories.idPath })
          .from(categories)
          .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, categoryIds)));

  const product = new Map(productRows.map((p) => [p.sku, p]));
  const price = new Map(priceRows.map((p) => [p.sku, p]));
  const idPath = new Map(categoryRows.map((c) => [c.id, c.idPath]));
  const offers = new Map<string, Offer>();
  for (const v of variantRows) {
    const p = product.get(v.sku);
    const pr = price.get(v.sku);
    if (!p || !pr) continue;
    offers.set(v.variantSku, {
      variantSku: v.variantSku,
      sku: v.sku,
      stock: Math.max(0, v.stock),
      unitAmount: pr.amount,
      // A "former" price at or below today's is no reduction (the product page shows none either).
      struckUnitAmount: pr.struckAmount !== null && pr.struckAmount > pr.amount ? pr.struckAmount : null,
      categoryIds: idPath.get(p.categoryId)?.split('/') ?? [p.categoryId],
      bulky: p.bulky,
      attributes: p.attributes,
    });
  }
  return offers;
}
