// Reads the visible assortment of a tenant in a locale: active products with a price in the shop's currency and
// texts in the locale, with their variants and first image; and the category tree with its texts.
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { queryRows, type Db } from '@/platform/db/client';
import type { CatalogSnapshot, SnapshotCategory, SnapshotProduct, SnapshotVariant } from './catalog-snapshot';

interface ProductRow {
  sku: string;
  brand: string;
  category_id: string;
  name: string;
  description: string;
  slug: string;
  details: Record<string, string> | string | null;
  measure_unit: string | null;
  measure_quantity: number | null;
  rating_average: number;
  rating_count: number;
  created_at: Date | string;
}

interface PriceRow {
  sku: string;
  amount: number;
  struck_amount: number | null;
  lowest_30_amount: number;
}

interface VariantRow {
  sku: string;
  size: string | null;
  colour: string | null;
  stock: number;
}

interface MediaRow {
  sku: string;
  path: string;
  width: number;
  height: number;
}

interface CategoryRow {
  id: string;
  parent_id: string | null;
  id_path: string;
  position: number;
  rule: string | null;
  name: string;
  slug_path: string;
}

const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export async function loadCatalogSnapshot(db: Db, shop: ShopContext): Promise<CatalogSnapshot> {
  const tenant = shop.tenant.key;
  const { locale, currency } = shop;
  // Two-table queries joined here rather than one four-table join: right after a bulk seed the tables have no
  // statistics yet, and the planner's nested loops over them took seconds for a few thousand products.
  const [categoryRows, productRows, priceRows, variantRows, mediaRows] = await Promise.all([
    queryRows<CategoryRow>(
      db,
      sql`select c.id, c.parent_id, c.id_path, c.position, c.rule, t.name, t.slug_path
          from categories c join category_texts t on t.tenant_id = c.tenant_id and t.category_id = c.id and t.locale = ${locale}
          where c.tenant_id = ${tenant}
          order by c.id_path`,
    ),
    queryRows<ProductRow>(
      db,
      sql`select p.sku, p.brand, p.category_id, t.name, t.description, t.slug, t.details, p.measure_unit,
                 p.measure_quantity, p.rating_average, p.rating_count, p.created_at
          from products p
          join product_texts t on t.tenant_id = p.tenant_id and t.sku = p.sku and t.locale = ${locale}
          where p.tenant_id = ${tenant} and p.active
          order by p.sku`,
    ),
    queryRows<PriceRow>(
      db,
      sql`select sku, amount, struck_amount, lowest_30_amount from prices where tenant_id = ${tenant} and currency = ${currency}`,
    ),
    queryRows<VariantRow>(
      db,
      sql`select sku, size, colour, stock from variants where tenant_id = ${tenant} order by sku, position, variant_sku`,
    ),
    queryRows<MediaRow>(
      db,
      sql`select distinct on (sku) sku, path, width, height from media where tenant_id = ${tenant} order by sku, position`,
    ),
  ]);

  const variantsBySku = new Map<string, SnapshotVariant[]>();
  for (const row of variantRows) {
    let list = variantsBySku.get(row.sku);
    if (!list) variantsBySku.set(row.sku, (list = []));
    list.push({ size: row.size, colour: row.colour, stock: Number(row.stock) });
  }
  const imageBySku = new Map(mediaRows.map((m) => [m.sku, { path: m.path, width: Number(m.width), height: Number(m.height) }]));

  const categories: SnapshotCategory[] = categoryRows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    idPath: row.id_path,
    position: Number(row.position),
    rule: row.rule,
    name: row.name,
    slugPath: row.slug_path,
  }));
  const priceBySku = new Map(priceRows.map((row) => [row.sku, row]));
  const products: SnapshotProduct[] = productRows.flatMap((row) => {
    // Without a price in the shop's currency a product is not for sale here.
    const price = priceBySku.get(row.sku);
    return price ? [{ ...productOf(row, price), variants: variantsBySku.get(row.sku) ?? [], image: imageBySku.get(row.sku) ?? null }] : [];
  });
  return { tenant, locale, currency, categories, products };
}

function productOf(row: ProductRow, price: PriceRow): Omit<SnapshotProduct, 'variants' | 'image'> {
  return {
    sku: row.sku,
    brand: row.brand,
    categoryId: row.category_id,
    name: row.name,
    description: row.description,
    slug: row.slug,
    details: json<Record<string, string>>(row.details) ?? {},
    measureUnit: row.measure_unit,
    measureQuantity: row.measure_quantity === null ? null : Number(row.measure_quantity),
    ratingAverage: Number(row.rating_average),
    ratingCount: Number(row.rating_count),
    createdAt: new Date(row.created_at).getTime(),
    price: Number(price.amount),
    struckPrice: price.struck_amount === null ? null : Number(price.struck_amount),
    lowest30Price: Number(price.lowest_30_amount),
  };
}
