// What the basket shows about each line besides money: name, brand, link, picture, size, colour and delivery, in
// the shop's locale. One query per table for the whole basket.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { media, products, productTexts, variants } from '@/commerce/catalog/catalog.schema';
import { isColourKey, type ColourKey } from '@/commerce/catalog/colours';
import { productSlugParam } from '@/commerce/catalog/product-url';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { buildPath } from '@/platform/routing/router';

export interface LineDetails {
  name: string;
  brand: string;
  href: string;
  image: { path: string; width: number; height: number } | null;
  size: string | null;
  colour: ColourKey | null;
  /** Working days; null when no delivery statement is possible. */
  delivery: { minDays: number; maxDays: number } | null;
}

export async function loadLineDetails(
  db: Db,
  shop: ShopContext,
  items: readonly { variantSku: string; sku: string }[],
): Promise<Map<string, LineDetails>> {
  if (items.length === 0) return new Map();
  const tenantId = shop.tenant.key;
  const skus = [...new Set(items.map((i) => i.sku))];
  const [variantRows, textRows, imageRows] = await Promise.all([
    db
      .select({
        variantSku: variants.variantSku,
        size: variants.size,
        colour: variants.colour,
        min: variants.deliveryDaysMin,
        max: variants.deliveryDaysMax,
        brand: products.brand,
      })
      .from(variants)
      .innerJoin(products, and(eq(products.tenantId, variants.tenantId), eq(products.sku, variants.sku)))
      .where(
        and(
          eq(variants.tenantId, tenantId),
          inArray(
            variants.variantSku,
            items.map((i) => i.variantSku),
          ),
        ),
      ),
    db
      .select({ sku: productTexts.sku, name: productTexts.name, slug: productTexts.slug })
      .from(productTexts)
      .where(
        and(
          eq(productTexts.tenantId, tenantId),
          eq(productTexts.locale, shop.locale),
          inArray(productTexts.sku, skus),
        ),
      ),
    db
      .select({
        sku: media.sku,
        colour: media.colour,
        path: media.path,
        width: media.width,
        height: media.height,
      })
      .from(media)
      .where(and(eq(media.tenantId, tenantId), inArray(media.sku, skus)))
      .orderBy(asc(media.position)),
  ]);
  const texts = new Map(textRows.map((t) => [t.sku, t]));
  const variantsBySku = new Map(variantRows.map((v) => [v.variantSku, v]));
  const out = new Map<string, LineDetails>();
  for (const item of items) {
    const variant = variantsBySku.get(item.variantSku);
    const text = texts.get(item.sku);
    if (!variant || !text) continue;
    // The picture of the chosen colour, else the first one.
    const image =
      imageRows.find((m) => m.sku === item.sku && m.colour === variant.colour) ??
      imageRows.find((m) => m.sku === item.sku);
    out.set(item.variantSku, {
      name: text.name,
      brand: variant.brand,
      href: buildPath('/product/[slug]', shop.locale, shop.tenant.locales, {
        slug: productSlugParam(text.slug, item.sku),
      }),
      image: image ? { path: image.path, width: image.width, height: image.height } : null,
      size: variant.size,
      colour: isColourKey(variant.colour) ? variant.colour : null,
      delivery:
        variant.min !== null && variant.max !== null ? { minDays: variant.min, maxDays: variant.max } : null,
    });
  }
  return out;
}
