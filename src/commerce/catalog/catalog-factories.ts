// A small catalog factory for database tests: one call per product, with sensible defaults for everything the
// test does not care about. Writes products, texts (every locale of the tenant), price, variants and one image.
import {
  categories,
  media,
  prices,
  products,
  productTexts,
  variants,
} from '@/commerce/catalog/catalog.schema';
import { getTenant, type TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';

export interface ProductFixture {
  tenantId?: TenantKey;
  sku: string;
  name?: string;
  brand?: string;
  categoryId?: string;
  attributes?: Record<string, string | number | boolean>;
  /** Minor units in the tenant's currency. */
  price?: number;
  struckPrice?: number | null;
  /** Stock of the one variant; 0 makes the product unavailable. */
  stock?: number;
  colour?: string | null;
  active?: boolean;
  ratingAverage?: number;
  ratingCount?: number;
}

let eanCounter = 4_000_000_000_000;

export async function addProduct(db: Db, fixture: ProductFixture): Promise<void> {
  const tenantId = fixture.tenantId ?? 'de';
  const tenant = getTenant(tenantId);
  const name = fixture.name ?? `Artikel ${fixture.sku}`;
  await db.insert(products).values({
    tenantId,
    sku: fixture.sku,
    brand: fixture.brand ?? 'Lindqvist',
    categoryId: fixture.categoryId ?? 'schuhe-damen-sneaker',
    attributes: fixture.attributes ?? {},
    active: fixture.active ?? true,
    ratingAverage: fixture.ratingAverage ?? 0,
    ratingCount: fixture.ratingCount ?? 0,
  });
  await db.insert(productTexts).values(
    tenant.locales.map((locale) => ({
      tenantId,
      sku: fixture.sku,
      locale,
      name: locale.startsWith('fr') ? `${name} (fr)` : name,
      description: 'Beschreibung',
      slug: name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    })),
  );
  const amount = fixture.price ?? 4_999;
  const struck = fixture.struckPrice ?? null;
  await db
    .insert(prices)
    .values({
      tenantId,
      sku: fixture.sku,
      currency: tenant.currency,
      amount,
      struckAmount: struck,
      lowest30Amount: struck ? amount + 500 : amount,
    });
  await db.insert(variants).values({
    tenantId,
    variantSku: `${fixture.sku}-1`,
    sku: fixture.sku,
    size: null,
    colour: fixture.colour === undefined ? 'schwarz' : fixture.colour,
    ean: String(eanCounter++),
    stock: fixture.stock ?? 5,
    deliveryDaysMin: 2,
    deliveryDaysMax: 4,
  });
  await db
    .insert(media)
    .values({
      tenantId,
      sku: fixture.sku,
      colour: null,
      position: 0,
      path: `/media/test/${fixture.sku}.webp`,
      width: 600,
      height: 800,
    });
}

/** Category rows for ids like "schuhe-damen-sneaker" (parents derived from the id's segments are not created). */
export async function addCategories(
  db: Db,
  tenantId: TenantKey,
  ids: { id: string; parentId: string | null; idPath: string }[],
): Promise<void> {
  await db.insert(categories).values(ids.map((c, position) => ({ tenantId, ...c, position })));
}
