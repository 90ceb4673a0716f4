// Where products of the shop are shown besides their own page: the listing of their category (and, through the id
// path, of every category above it) and the listings of rule categories (sale), which pick products by price and
// stock. What goes stale when a product's price, stock or texts change.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { categories, products, variants } from './catalog.schema';

export interface ListingPlaces {
  /** The product skus found (unknown ones are left out). */
  skus: string[];
  /** Id paths of the categories whose listings show them, root first. */
  categoryIdPaths: string[];
}

/** The places of the products of these variant skus. */
export async function findListingPlacesOfVariants(
  db: Db,
  shop: ShopContext,
  variantSkus: readonly string[],
): Promise<ListingPlaces> {
  if (variantSkus.length === 0) return { skus: [], categoryIdPaths: [] };
  const tenantId = shop.tenant.key;
  const rows = await db
    .selectDistinct({ sku: products.sku, idPath: categories.idPath })
    .from(variants)
    .innerJoin(products, and(eq(products.tenantId, variants.tenantId), eq(products.sku, variants.sku)))
    .leftJoin(categories, and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)))
    .where(and(eq(variants.tenantId, tenantId), inArray(variants.variantSku, [...new Set(variantSkus)])));
  if (rows.length === 0) return { skus: [], categoryIdPaths: [] };
  const ruled = await db
    .select({ idPath: categories.idPath })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), isNotNull(categories.rule)));
  return {
    skus: [...new Set(rows.map((r) => r.sku))],
    categoryIdPaths: [...new Set([...rows.flatMap((r) => (r.idPath ? [r.idPath] : [])), ...ruled.map((r) => r.idPath)])],
  };
}
