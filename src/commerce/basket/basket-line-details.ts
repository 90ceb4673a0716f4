// What the basket shows about each line besides money: name, brand, link, picture, size, colour and delivery, in
// the shop's locale. One statement for the whole basket: per variant, lookups by key the planner may not flatten.
import { sql } from 'drizzle-orm';
import { media, products, productTexts, variants } from '@/commerce/catalog/catalog.schema';
import { isColourKey, type ColourKey } from '@/commerce/catalog/colours';
import { productSlugParam } from '@/commerce/catalog/product-url';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedSql } from '@/platform/db/prepared-statement';
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

interface DetailRow {
  variant_sku: string;
  size: string | null;
  colour: string | null;
  min: number | null;
  max: number | null;
  brand: string;
  name: string | null;
  slug: string | null;
  path: string | null;
  width: number | null;
  height: number | null;
}

// The picture of the chosen colour, else the first one (by position). The skus are one array, so the text is the
// same for any basket and the statement is prepared (decision 0060).
const detailRows = preparedSql<{ tenantId: string; locale: string; skus: string[] }, DetailRow>('line-details', () =>
  sql`select v.variant_sku, v.size, v.colour, v.delivery_days_min as min, v.delivery_days_max as max, p.brand,
             t.name, t.slug, m.path, m.width, m.height
      from ${variants} v
      join lateral (select brand from ${products} where tenant_id = v.tenant_id and sku = v.sku offset 0) p on true
      left join lateral (select name, slug from ${productTexts}
                         where tenant_id = v.tenant_id and locale = ${p('locale')} and sku = v.sku offset 0) t on true
      left join lateral (select path, width, height from ${media}
                         where tenant_id = v.tenant_id and sku = v.sku
                         order by (colour is not distinct from v.colour) desc, position limit 1) m on true
      where v.tenant_id = ${p('tenantId')} and v.variant_sku = any(${p('skus')}::text[])`,
);

const detailValues = (shop: ShopContext, variantSkus: readonly string[]) => ({
  tenantId: shop.tenant.key,
  locale: shop.locale,
  skus: [...new Set(variantSkus)],
});

/** The read of loadLineDetails for these variants, to be read ahead (decision 0070); none for no variants. */
export const lineDetailsAhead = (shop: ShopContext, variantSkus: readonly string[]) =>
  variantSkus.length === 0 ? [] : [detailRows.ahead(detailValues(shop, variantSkus))];

export async function loadLineDetails(
  db: Db,
  shop: ShopContext,
  items: readonly { variantSku: string; sku: string }[],
): Promise<Map<string, LineDetails>> {
  if (items.length === 0) return new Map();
  const rows = await detailRows(db, detailValues(shop, items.map((i) => i.variantSku)));
  const byVariant = new Map(rows.map((r) => [r.variant_sku, r]));
  const out = new Map<string, LineDetails>();
  for (const item of items) {
    const row = byVariant.get(item.variantSku);
    if (!row || row.name === null || row.slug === null) continue;
    out.set(item.variantSku, {
      name: row.name,
      brand: row.brand,
      href: buildPath('/product/[slug]', shop.locale, shop.tenant.locales, {
        slug: productSlugParam(row.slug, item.sku),
      }),
      image:
        row.path !== null && row.width !== null && row.height !== null
          ? { path: row.path, width: row.width, height: row.height }
          : null,
      size: row.size,
      colour: isColourKey(row.colour) ? row.colour : null,
      delivery: row.min !== null && row.max !== null ? { minDays: row.min, maxDays: row.max } : null,
    });
  }
  return out;
}
