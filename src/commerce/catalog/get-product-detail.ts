// Everything the product page, the quick view and the gateway show about one product, in the shop's locale.
import { and, eq, sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Money } from '@/platform/i18n/format';
import { categoryTexts, media, prices, products, productTexts, variants } from './catalog.schema';
import { isColourKey, type ColourKey } from './colours';
import { shownPrices } from './shown-prices';
import type { UnitPrice } from './unit-price';

export interface ProductVariant {
  variantSku: string;
  size: string | null;
  colour: ColourKey | null;
  ean: string;
  stock: number;
  available: boolean;
  /** Working days; null when no delivery statement is possible. */
  delivery: { minDays: number; maxDays: number } | null;
}

export interface ProductImage {
  path: string;
  width: number;
  height: number;
  colour: ColourKey | null;
}

export interface ProductDetail {
  sku: string;
  name: string;
  brand: string;
  description: string;
  slug: string;
  categoryId: string;
  /** The category's name and slug path in this locale, for the breadcrumb. */
  category: { name: string; slugPath: string } | null;
  details: Record<string, string>;
  attributes: Record<string, string | number | boolean>;
  price: Money;
  struckPrice: Money | null;
  lowest30Price: Money | null;
  unitPrice: UnitPrice | null;
  bulky: boolean;
  rating: { average: number; count: number };
  variants: ProductVariant[];
  images: ProductImage[];
  /** Slugs in the tenant's other locales, for hreflang alternates. */
  slugs: Partial<Record<string, string>>;
}

/**
 * One statement (issue 22): the product with its price, its texts in the shop locale, its category's name and the
 * variants, images and slugs of the other locales as JSON aggregates. The five statements it replaced cost about
 * 1–1.5 ms of CPU each on the embedded database (parse, plan, protocol, drizzle building the SQL), so a product
 * page spent ~6 ms on them. The statement is built once per database handle (drizzle's `prepare`, unnamed: its SQL
 * text is kept, no server-side statement is left on a connection — the app keeps no session state, docs/scaling.md).
 */
function detailQuery(db: Db) {
  const tenantId = sql.placeholder('tenantId');
  const locale = sql.placeholder('locale');
  return db
    .select({
      brand: products.brand,
      categoryId: products.categoryId,
      attributes: products.attributes,
      measureUnit: products.measureUnit,
      measureQuantity: products.measureQuantity,
      bulky: products.bulky,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      amount: prices.amount,
      struckAmount: prices.struckAmount,
      lowest30Amount: prices.lowest30Amount,
      name: productTexts.name,
      description: productTexts.description,
      slug: productTexts.slug,
      details: productTexts.details,
      categoryName: categoryTexts.name,
      categorySlugPath: categoryTexts.slugPath,
      variants: sql<VariantRow[]>`(select coalesce(json_agg(json_build_object(
          'variantSku', ${variants.variantSku}, 'size', ${variants.size}, 'colour', ${variants.colour}, 'ean', ${variants.ean},
          'stock', ${variants.stock}, 'deliveryDaysMin', ${variants.deliveryDaysMin}, 'deliveryDaysMax', ${variants.deliveryDaysMax}
        ) order by ${variants.position}), '[]'::json)
        from ${variants} where ${variants.tenantId} = ${products.tenantId} and ${variants.sku} = ${products.sku})`,
      images: sql<ImageRow[]>`(select coalesce(json_agg(json_build_object(
          'path', ${media.path}, 'width', ${media.width}, 'height', ${media.height}, 'colour', ${media.colour}
        ) order by ${media.position}), '[]'::json)
        from ${media} where ${media.tenantId} = ${products.tenantId} and ${media.sku} = ${products.sku})`,
      slugs: sql<Record<string, string>>`(select json_object_agg(t.locale, t.slug) from ${productTexts} t
        where t.tenant_id = ${products.tenantId} and t.sku = ${products.sku})`,
    })
    .from(products)
    .innerJoin(prices, and(eq(prices.tenantId, products.tenantId), eq(prices.sku, products.sku), eq(prices.currency, sql.placeholder('currency'))))
    .innerJoin(productTexts, and(eq(productTexts.tenantId, products.tenantId), eq(productTexts.sku, products.sku), eq(productTexts.locale, locale)))
    .leftJoin(
      categoryTexts,
      and(eq(categoryTexts.tenantId, products.tenantId), eq(categoryTexts.categoryId, products.categoryId), eq(categoryTexts.locale, locale)),
    )
    .where(and(eq(products.tenantId, tenantId), eq(products.sku, sql.placeholder('sku')), eq(products.active, true)))
    .prepare(undefined as unknown as string);
}

const detailQueries = new WeakMap<Db, ReturnType<typeof detailQuery>>();

export async function getProductDetail(db: Db, shop: ShopContext, sku: string): Promise<ProductDetail | null> {
  let query = detailQueries.get(db);
  if (!query) detailQueries.set(db, (query = detailQuery(db)));
  const [row] = await query.execute({ tenantId: shop.tenant.key, locale: shop.locale, currency: shop.currency, sku });
  if (!row) return null;

  return {
    sku,
    name: row.name,
    brand: row.brand,
    description: row.description,
    slug: row.slug,
    categoryId: row.categoryId,
    category: row.categoryName !== null && row.categorySlugPath !== null ? { name: row.categoryName, slugPath: row.categorySlugPath } : null,
    details: row.details,
    attributes: row.attributes,
    ...shownPrices(shop.currency, row, row),
    bulky: row.bulky,
    rating: { average: row.ratingAverage, count: row.ratingCount },
    variants: row.variants.map((v) => ({
      variantSku: v.variantSku,
      size: v.size,
      colour: isColourKey(v.colour) ? v.colour : null,
      ean: v.ean,
      stock: v.stock,
      available: v.stock > 0,
      delivery: v.deliveryDaysMin !== null && v.deliveryDaysMax !== null ? { minDays: v.deliveryDaysMin, maxDays: v.deliveryDaysMax } : null,
    })),
    images: row.images.map((m) => ({ path: m.path, width: m.width, height: m.height, colour: isColourKey(m.colour) ? m.colour : null })),
    slugs: row.slugs ?? {},
  };
}

interface VariantRow {
  variantSku: string;
  size: string | null;
  colour: string | null;
  ean: string;
  stock: number;
  deliveryDaysMin: number | null;
  deliveryDaysMax: number | null;
}

interface ImageRow {
  path: string;
  width: number;
  height: number;
  colour: string | null;
}
