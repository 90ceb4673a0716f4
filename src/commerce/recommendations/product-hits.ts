// Loads the search contract's ProductHit for a handful of skus, in the order given: what a recommendation tile shows.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { media, prices, products, productTexts, variants } from '@/commerce/catalog/catalog.schema';
import { isColourKey, type ColourKey } from '@/commerce/catalog/colours';
import type { ProductHit } from '@/commerce/search/search-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { shownPrices } from '@/commerce/catalog/shown-prices';

export async function loadProductHits(db: Db, shop: ShopContext, skus: string[]): Promise<ProductHit[]> {
  if (skus.length === 0) return [];
  const tenantId = shop.tenant.key;
  const [rows, variantRows, imageRows] = await Promise.all([
    db
      .select({ product: products, text: productTexts, price: prices })
      .from(products)
      .innerJoin(
        productTexts,
        and(
          eq(productTexts.tenantId, products.tenantId),
          eq(productTexts.sku, products.sku),
          eq(productTexts.locale, shop.locale),
        ),
      )
      .innerJoin(
        prices,
        and(
          eq(prices.tenantId, products.tenantId),
          eq(prices.sku, products.sku),
          eq(prices.currency, shop.currency),
        ),
      )
      .where(and(eq(products.tenantId, tenantId), inArray(products.sku, skus), eq(products.active, true))),
    db
      .select({ sku: variants.sku, colour: variants.colour, stock: variants.stock })
      .from(variants)
      .where(and(eq(variants.tenantId, tenantId), inArray(variants.sku, skus)))
      .orderBy(asc(variants.position)),
    db
      .select({ sku: media.sku, path: media.path, width: media.width, height: media.height })
      .from(media)
      .where(and(eq(media.tenantId, tenantId), inArray(media.sku, skus)))
      .orderBy(asc(media.position)),
  ]);
  const bySku = new Map(rows.map((row) => [row.product.sku, row]));
  return skus.flatMap((sku) => {
    const row = bySku.get(sku);
    if (!row) return [];
    const { product, text, price } = row;
    const own = variantRows.filter((v) => v.sku === sku);
    const image = imageRows.find((m) => m.sku === sku);
    const hit: ProductHit = {
      sku,
      name: text.name,
      brand: product.brand,
      slug: text.slug,
      ...shownPrices(shop.currency, price, product),
      ratingAverage: product.ratingAverage,
      ratingCount: product.ratingCount,
      image: image ? { path: image.path, width: image.width, height: image.height } : null,
      colours: [...new Set(own.map((v) => v.colour).filter((c): c is ColourKey => isColourKey(c)))],
      available: own.some((v) => v.stock > 0),
    };
    return [hit];
  });
}
