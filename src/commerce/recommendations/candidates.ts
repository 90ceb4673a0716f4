// Products that may be recommended: active, priced in the shop's currency, with at least one variant in stock.
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  inArray,
  like,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { categories, prices, products, variants } from '@/commerce/catalog/catalog.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

export interface Candidate {
  sku: string;
  brand: string;
  categoryId: string;
  attributes: Record<string, string | number | boolean>;
  ratingAverage: number;
  ratingCount: number;
  /** Minor units. */
  price: number;
}

/** Enough to rank from; the best-rated come first when a category holds more. */
const MAX_CANDIDATES = 400;

/** The anchor product itself (no stock needed: one can look at a sold-out product). Null when not sold here. */
export async function loadAnchor(db: Db, shop: ShopContext, sku: string): Promise<Candidate | null> {
  const [row] = await db
    .select(candidateColumns)
    .from(products)
    .innerJoin(
      prices,
      and(
        eq(prices.tenantId, products.tenantId),
        eq(prices.sku, products.sku),
        eq(prices.currency, shop.currency),
      ),
    )
    .where(and(eq(products.tenantId, shop.tenant.key), eq(products.sku, sku), eq(products.active, true)));
  return row ?? null;
}

const candidateColumns = {
  sku: products.sku,
  brand: products.brand,
  categoryId: products.categoryId,
  attributes: products.attributes,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  price: prices.amount,
};

const inStock = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(variants)
      .where(
        and(eq(variants.tenantId, products.tenantId), eq(variants.sku, products.sku), gt(variants.stock, 0)),
      ),
  );

function selectCandidates(db: Db, shop: ShopContext, where: SQL | undefined): Promise<Candidate[]> {
  return db
    .select(candidateColumns)
    .from(products)
    .innerJoin(
      prices,
      and(
        eq(prices.tenantId, products.tenantId),
        eq(prices.sku, products.sku),
        eq(prices.currency, shop.currency),
      ),
    )
    .where(and(eq(products.tenantId, shop.tenant.key), eq(products.active, true), inStock(db), where))
    .orderBy(desc(products.ratingCount), asc(products.sku))
    .limit(MAX_CANDIDATES);
}

/**
 * In-stock products of the given categories, or of their subtrees when `withSubtrees` (a category id stands for
 * itself and every id that continues it with "-": "technik-tv-audio" covers "technik-tv-audio-soundbars").
 */
export async function loadCandidates(
  db: Db,
  shop: ShopContext,
  categoryIds: readonly string[],
  exclude: readonly string[],
  { withSubtrees = false }: { withSubtrees?: boolean } = {},
): Promise<Candidate[]> {
  if (categoryIds.length === 0) return [];
  const inCategories = withSubtrees
    ? or(
        ...categoryIds.map((id) =>
          or(eq(products.categoryId, id), like(products.categoryId, `${id.replace(/[%_\\]/g, '')}-%`)),
        ),
      )
    : inArray(products.categoryId, [...categoryIds]);
  return selectCandidates(
    db,
    shop,
    and(inCategories, exclude.length > 0 ? notInArray(products.sku, [...exclude]) : undefined),
  );
}

/** Those of the given skus the shop sells and has in stock. */
export async function loadAvailable(
  db: Db,
  shop: ShopContext,
  skus: readonly string[],
): Promise<Candidate[]> {
  return skus.length === 0 ? [] : selectCandidates(db, shop, inArray(products.sku, [...skus]));
}

/** The other children of the category's parent: the next place to look when the category itself has too few. */
export async function siblingCategoryIds(db: Db, shop: ShopContext, categoryId: string): Promise<string[]> {
  const [own] = await db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(and(eq(categories.tenantId, shop.tenant.key), eq(categories.id, categoryId)));
  if (!own?.parentId) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.tenantId, shop.tenant.key),
        eq(categories.parentId, own.parentId),
        ne(categories.id, categoryId),
      ),
    )
    .orderBy(asc(categories.position));
  return rows.map((r) => r.id);
}

/** How many attributes two products share with equal values. */
export function sharedAttributes(a: Candidate['attributes'], b: Candidate['attributes']): number {
  return Object.entries(a).filter(([key, value]) => key in b && b[key] === value).length;
}
