// What the sitemaps list: the localized paths of categories and products a tenant shows in a locale.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { categoryTexts, prices, products, productTexts } from './catalog.schema';

export const SITEMAP_PAGE_SIZE = 40_000;

export async function listCategorySlugPaths(db: Db, tenantId: string, locale: string): Promise<string[]> {
  const rows = await db
    .select({ slugPath: categoryTexts.slugPath })
    .from(categoryTexts)
    .where(and(eq(categoryTexts.tenantId, tenantId), eq(categoryTexts.locale, locale)))
    .orderBy(asc(categoryTexts.slugPath));
  return rows.map((r) => r.slugPath);
}

const visibleProducts = (tenantId: string, locale: string, currency: string) =>
  and(
    eq(products.tenantId, tenantId),
    eq(products.active, true),
    sql`exists (select 1 from ${productTexts} t where t.tenant_id = ${products.tenantId} and t.sku = ${products.sku} and t.locale = ${locale})`,
    sql`exists (select 1 from ${prices} p where p.tenant_id = ${products.tenantId} and p.sku = ${products.sku} and p.currency = ${currency})`,
  );

export async function countSitemapProducts(db: Db, tenantId: string, locale: string, currency: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(visibleProducts(tenantId, locale, currency));
  return row?.n ?? 0;
}

/** One sitemap page of products (0-based), ordered by sku so pages stay stable. */
export async function listSitemapProducts(
  db: Db,
  tenantId: string,
  locale: string,
  currency: string,
  page: number,
): Promise<{ sku: string; slug: string }[]> {
  return db
    .select({ sku: products.sku, slug: productTexts.slug })
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.tenantId, products.tenantId), eq(productTexts.sku, products.sku), eq(productTexts.locale, locale)))
    .where(visibleProducts(tenantId, locale, currency))
    .orderBy(asc(products.sku))
    .limit(SITEMAP_PAGE_SIZE)
    .offset(page * SITEMAP_PAGE_SIZE);
}
