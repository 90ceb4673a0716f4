// Test factories of the wishlist context: products to keep (through the catalog fixture), with extra sizes when a test
// changes the variant, price changes and products leaving the catalogue, and the raw rows of a shop.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { addProduct, type ProductFixture } from '@/commerce/catalog/catalog-factories';
import { prices, products, variants } from '@/commerce/catalog/catalog.schema';
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { wishlistItems } from './wishlist.schema';

let skuCounter = 5_000_000;

/** A product in sizes S, M and L (variants `<sku>-1`, `-2`, `-3`; M sold out unless `stockM` says otherwise). */
export async function productInSizes(
  db: Db,
  fixture: Partial<ProductFixture> & { stockM?: number } = {},
): Promise<{ sku: string; s: string; m: string; l: string }> {
  skuCounter += 1;
  const sku = fixture.sku ?? String(skuCounter);
  const tenantId = fixture.tenantId ?? 'de';
  await addProduct(db, { ...fixture, sku });
  await db.update(variants).set({ size: 'S' }).where(and(eq(variants.tenantId, tenantId), eq(variants.variantSku, `${sku}-1`)));
  await db.insert(variants).values(
    (['M', 'L'] as const).map((size, i) => ({
      tenantId,
      variantSku: `${sku}-${i + 2}`,
      sku,
      size,
      colour: fixture.colour === undefined ? 'schwarz' : fixture.colour,
      ean: `${sku}${i + 2}`.padEnd(13, '0'),
      position: i + 1,
      stock: size === 'M' ? (fixture.stockM ?? 0) : 7,
      deliveryDaysMin: 3,
      deliveryDaysMax: 5,
    })),
  );
  return { sku, s: `${sku}-1`, m: `${sku}-2`, l: `${sku}-3` };
}

/** A product with its one variant (`<sku>-1`). */
export async function productWithOneVariant(db: Db, fixture: Partial<ProductFixture> = {}): Promise<string> {
  skuCounter += 1;
  const sku = fixture.sku ?? String(skuCounter);
  await addProduct(db, { ...fixture, sku });
  return sku;
}

export async function changePrice(db: Db, tenantId: TenantKey, sku: string, amount: number): Promise<void> {
  await db.update(prices).set({ amount }).where(and(eq(prices.tenantId, tenantId), eq(prices.sku, sku)));
}

export async function retireProduct(db: Db, tenantId: TenantKey, sku: string): Promise<void> {
  await db.update(products).set({ active: false }).where(and(eq(products.tenantId, tenantId), eq(products.sku, sku)));
}

export const aCustomerId = (): string => randomUUID();

/** Every wishlist row of a shop, to compare before and after a refused change. */
export async function wishlistRows(db: Db, tenantId: TenantKey) {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.tenantId, tenantId))
    .orderBy(asc(wishlistItems.customerId), asc(wishlistItems.sku));
}
