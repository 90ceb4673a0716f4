// Everything the product page, the quick view and the gateway show about one product, in the shop's locale.
import { and, asc, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Money } from '@/platform/i18n/format';
import { categoryTexts, media, prices, products, productTexts, variants } from './catalog.schema';
import { isColourKey, type ColourKey } from './colours';
import { unitPriceOf } from './unit-price';

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
  unitPrice: { price: Money; unit: string; per: number } | null;
  bulky: boolean;
  rating: { average: number; count: number };
  variants: ProductVariant[];
  images: ProductImage[];
  /** Slugs in the tenant's other locales, for hreflang alternates. */
  slugs: Partial<Record<string, string>>;
}

export async function getProductDetail(db: Db, shop: ShopContext, sku: string): Promise<ProductDetail | null> {
  const tenantId = shop.tenant.key;
  const [row] = await db
    .select({ product: products, price: prices })
    .from(products)
    .innerJoin(prices, and(eq(prices.tenantId, products.tenantId), eq(prices.sku, products.sku), eq(prices.currency, shop.currency)))
    .where(and(eq(products.tenantId, tenantId), eq(products.sku, sku), eq(products.active, true)));
  if (!row) return null;

  const [texts, variantRows, imageRows] = await Promise.all([
    db.select().from(productTexts).where(and(eq(productTexts.tenantId, tenantId), eq(productTexts.sku, sku))),
    db.select().from(variants).where(and(eq(variants.tenantId, tenantId), eq(variants.sku, sku))).orderBy(asc(variants.position)),
    db.select().from(media).where(and(eq(media.tenantId, tenantId), eq(media.sku, sku))).orderBy(asc(media.position)),
  ]);
  const text = texts.find((t) => t.locale === shop.locale);
  if (!text) return null;

  const [category] = await db
    .select({ name: categoryTexts.name, slugPath: categoryTexts.slugPath })
    .from(categoryTexts)
    .where(and(eq(categoryTexts.tenantId, tenantId), eq(categoryTexts.categoryId, row.product.categoryId), eq(categoryTexts.locale, shop.locale)));

  const money = (amount: number): Money => ({ amount, currency: shop.currency });
  const { product, price } = row;
  return {
    sku,
    name: text.name,
    brand: product.brand,
    description: text.description,
    slug: text.slug,
    categoryId: product.categoryId,
    category: category ?? null,
    details: text.details,
    attributes: product.attributes,
    price: money(price.amount),
    struckPrice: price.struckAmount !== null && price.struckAmount > price.amount ? money(price.struckAmount) : null,
    lowest30Price: price.struckAmount !== null && price.struckAmount > price.amount ? money(price.lowest30Amount) : null,
    unitPrice: unitPriceOf(money(price.amount), product.measureUnit, product.measureQuantity),
    bulky: product.bulky,
    rating: { average: product.ratingAverage, count: product.ratingCount },
    variants: variantRows.map((v) => ({
      variantSku: v.variantSku,
      size: v.size,
      colour: isColourKey(v.colour) ? v.colour : null,
      ean: v.ean,
      stock: v.stock,
      available: v.stock > 0,
      delivery: v.deliveryDaysMin !== null && v.deliveryDaysMax !== null ? { minDays: v.deliveryDaysMin, maxDays: v.deliveryDaysMax } : null,
    })),
    images: imageRows.map((m) => ({ path: m.path, width: m.width, height: m.height, colour: isColourKey(m.colour) ? m.colour : null })),
    slugs: Object.fromEntries(texts.map((t) => [t.locale, t.slug])),
  };
}
