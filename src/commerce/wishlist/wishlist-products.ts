// What the wishlist needs to know of its products, in the shop's language and currency: one query per table for the
// whole list. Inactive products are read too, so the list can say that an item is no longer available.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { media, prices, products, productTexts, variants } from '@/commerce/catalog/catalog.schema';
import { isColourKey, type ColourKey } from '@/commerce/catalog/colours';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

export interface WishlistVariantFacts {
  variantSku: string;
  size: string | null;
  colour: ColourKey | null;
  stock: number;
  delivery: { minDays: number; maxDays: number } | null;
}

export interface WishlistProductFacts {
  sku: string;
  /** Sold now: active, priced in the shop's currency and named in its language. */
  sold: boolean;
  brand: string;
  name: string | null;
  slug: string | null;
  price: { amount: number; struckAmount: number | null } | null;
  variants: WishlistVariantFacts[];
  images: { colour: string | null; path: string; width: number; height: number }[];
}

export async function loadWishlistProducts(
  db: Db,
  shop: ShopContext,
  skus: readonly string[],
): Promise<Map<string, WishlistProductFacts>> {
  if (skus.length === 0) return new Map();
  const tenantId = shop.tenant.key;
  const list = [...new Set(skus)];
  const [productRows, textRows, priceRows, variantRows, imageRows] = await Promise.all([
    db
      .select({ sku: products.sku, brand: products.brand, active: products.active })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), inArray(products.sku, list))),
    db
      .select({ sku: productTexts.sku, name: productTexts.name, slug: productTexts.slug })
      .from(productTexts)
      .where(
        and(
          eq(productTexts.tenantId, tenantId),
          eq(productTexts.locale, shop.locale),
          inArray(productTexts.sku, list),
        ),
      ),
    db
      .select({ sku: prices.sku, amount: prices.amount, struckAmount: prices.struckAmount })
      .from(prices)
      .where(and(eq(prices.tenantId, tenantId), eq(prices.currency, shop.currency), inArray(prices.sku, list))),
    db
      .select({
        sku: variants.sku,
        variantSku: variants.variantSku,
        size: variants.size,
        colour: variants.colour,
        stock: variants.stock,
        min: variants.deliveryDaysMin,
        max: variants.deliveryDaysMax,
      })
      .from(variants)
      .where(and(eq(variants.tenantId, tenantId), inArray(variants.sku, list)))
      .orderBy(asc(variants.position), asc(variants.variantSku)),
    db
      .select({ sku: media.sku, colour: media.colour, path: media.path, width: media.width, height: media.height })
      .from(media)
      .where(and(eq(media.tenantId, tenantId), inArray(media.sku, list)))
      .orderBy(asc(media.position)),
  ]);
  const texts = new Map(textRows.map((t) => [t.sku, t]));
  const priceBySku = new Map(priceRows.map((p) => [p.sku, p]));
  const out = new Map<string, WishlistProductFacts>();
  for (const product of productRows) {
    const text = texts.get(product.sku);
    const price = priceBySku.get(product.sku);
    out.set(product.sku, {
      sku: product.sku,
      sold: product.active && Boolean(text) && Boolean(price),
      brand: product.brand,
      name: text?.name ?? null,
      slug: text?.slug ?? null,
      price: price ? { amount: price.amount, struckAmount: price.struckAmount } : null,
      variants: variantRows
        .filter((v) => v.sku === product.sku)
        .map((v) => ({
          variantSku: v.variantSku,
          size: v.size,
          colour: isColourKey(v.colour) ? v.colour : null,
          stock: Math.max(0, v.stock),
          delivery: v.min !== null && v.max !== null ? { minDays: v.min, maxDays: v.max } : null,
        })),
      images: imageRows.filter((m) => m.sku === product.sku),
    });
  }
  return out;
}
