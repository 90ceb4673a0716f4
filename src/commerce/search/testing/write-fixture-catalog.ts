// Writes the handmade fixture catalog into a database for one tenant, in every locale of the tenant: the same rows
// the seed would write, so tests go through the real loader.
import { categories, categoryTexts, media, prices, products, productTexts, variants } from '@/commerce/catalog/catalog.schema';
import { getTenant, type TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { languageOf } from '@/platform/i18n/locales';
import { FIXTURE_EPOCH, fixtureCategoryRows, fixtureProductRow, fixtureProducts, type FixtureProduct } from './fixture-catalog';

export interface FixtureOptions {
  /** Replaces the sku's first digit, so two tenants' catalogs never share a sku by accident. */
  skuPrefix?: string;
  /** Only these products (all by default). */
  only?: (product: FixtureProduct) => boolean;
}

export async function writeFixtureCatalog(db: Db, tenantKey: TenantKey, options: FixtureOptions = {}): Promise<string[]> {
  const tenant = getTenant(tenantKey);
  const sku = (s: string) => (options.skuPrefix ? `${options.skuPrefix}${s.slice(1)}` : s);
  const chosen = fixtureProducts.filter(options.only ?? (() => true));
  const base = fixtureCategoryRows('de');
  await db.insert(categories).values(
    base.map((c) => ({ tenantId: tenantKey, id: c.id, parentId: c.parentId, idPath: c.idPath, position: c.position, rule: c.rule })),
  );
  for (const locale of tenant.locales) {
    await db.insert(categoryTexts).values(
      fixtureCategoryRows(languageOf(locale)).map((c) => ({ tenantId: tenantKey, categoryId: c.id, locale, name: c.name, slugPath: c.slugPath })),
    );
  }
  let ean = Number(`${tenantKey.charCodeAt(0)}${tenantKey.charCodeAt(1)}`) * 1e9;
  for (const fixture of chosen) {
    const row = fixtureProductRow(fixture, 'de');
    await db.insert(products).values({
      tenantId: tenantKey,
      sku: sku(row.sku),
      brand: row.brand,
      categoryId: row.categoryId,
      measureUnit: row.measureUnit,
      measureQuantity: row.measureQuantity,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      createdAt: new Date(row.createdAt),
    });
    await db.insert(productTexts).values(
      tenant.locales.map((locale) => {
        const text = fixtureProductRow(fixture, languageOf(locale));
        return { tenantId: tenantKey, sku: sku(row.sku), locale, name: text.name, description: text.description, slug: text.slug };
      }),
    );
    await db.insert(prices).values({
      tenantId: tenantKey,
      sku: sku(row.sku),
      currency: tenant.currency,
      amount: row.price,
      struckAmount: row.struckPrice,
      lowest30Amount: row.lowest30Price,
      validFrom: new Date(FIXTURE_EPOCH),
    });
    await db.insert(variants).values(
      row.variants.map((v, position) => ({
        tenantId: tenantKey,
        variantSku: `${sku(row.sku)}-${position + 1}`,
        sku: sku(row.sku),
        size: v.size,
        colour: v.colour,
        ean: String(ean++),
        position,
        stock: v.stock,
      })),
    );
    await db.insert(media).values({ tenantId: tenantKey, sku: sku(row.sku), position: 0, path: row.image!.path, width: 600, height: 800 });
  }
  return chosen.map((p) => sku(p.sku));
}
