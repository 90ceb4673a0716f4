// The seeded demo catalog of a shop as a search snapshot, straight from the seed's pure row generator (no database):
// what the relevance test and the benchmark judge the engine on.
import { catalogIndexes, categoryRows, DEFAULT_SEED, productRows } from '@/demo/catalog/catalog-rows';
import { getTenant, type TenantKey } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';
import type { CatalogSnapshot, SnapshotProduct } from '@/commerce/search/engine/catalog-snapshot';

/** The seed's "today" for reproducible figures. */
export const SEED_NOW = new Date(Date.UTC(2026, 10, 1));

export function seededSnapshot(tenantKey: TenantKey, locale: Locale, count: number, seed = DEFAULT_SEED): CatalogSnapshot {
  const tenant = getTenant(tenantKey);
  const tree = categoryRows(tenant);
  const names = new Map(tree.categoryTexts.filter((t) => t.locale === locale).map((t) => [t.categoryId, t]));
  const categories = tree.categories.flatMap((c) => {
    const text = names.get(c.id);
    return text ? [{ id: c.id, parentId: c.parentId ?? null, idPath: c.idPath, position: c.position ?? 0, rule: c.rule ?? null, name: text.name, slugPath: text.slugPath }] : [];
  });
  const products: SnapshotProduct[] = [];
  for (const index of catalogIndexes(count)) {
    const rows = productRows(tenant, index, { seed, products: count, now: SEED_NOW });
    const text = rows.texts.find((t) => t.locale === locale);
    if (!text || rows.product.active === false) continue;
    const first = [...rows.media].sort((a, b) => a.position - b.position)[0];
    products.push({
      sku: rows.product.sku,
      brand: rows.product.brand,
      categoryId: rows.product.categoryId,
      name: text.name,
      description: text.description,
      slug: text.slug,
      details: (text.details ?? {}) as Record<string, string>,
      measureUnit: rows.product.measureUnit ?? null,
      measureQuantity: rows.product.measureQuantity ?? null,
      ratingAverage: rows.product.ratingAverage ?? 0,
      ratingCount: rows.product.ratingCount ?? 0,
      createdAt: (rows.product.createdAt ?? SEED_NOW).getTime(),
      price: rows.price.amount,
      struckPrice: rows.price.struckAmount ?? null,
      lowest30Price: rows.price.lowest30Amount,
      variants: rows.variants.map((v) => ({ size: v.size ?? null, colour: v.colour ?? null, stock: v.stock ?? 0 })),
      image: first ? { path: first.path, width: first.width, height: first.height } : null,
    });
  }
  return { tenant: tenantKey, locale, currency: tenant.currency, categories, products };
}
