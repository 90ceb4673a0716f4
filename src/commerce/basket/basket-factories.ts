// Test factories of the basket context: products to sell (through the catalog fixture), owners, and the raw rows
// a test compares to prove "the basket is unchanged".
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { products } from '@/commerce/catalog/catalog.schema';
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { addProduct, type ProductFixture } from '@/commerce/catalog/catalog-factories';
import { basketLines, baskets } from './basket.schema';
import type { BasketOwner } from './basket-owner';

let skuCounter = 3_000_000;

/** A product with one variant (`<sku>-1`) in a shop; returns the variant sku. */
export async function sellable(
  db: Db,
  fixture: Partial<ProductFixture> & { bulky?: boolean } = {},
): Promise<string> {
  skuCounter += 1;
  const sku = fixture.sku ?? String(skuCounter);
  await addProduct(db, { ...fixture, sku });
  if (fixture.bulky)
    await db
      .update(products)
      .set({ bulky: true })
      .where(and(eq(products.tenantId, fixture.tenantId ?? 'de'), eq(products.sku, sku)));
  return `${sku}-1`;
}

export const aCustomer = (): BasketOwner => ({ kind: 'customer', customerId: randomUUID() });
export const aNewVisitor = (): BasketOwner => ({ kind: 'visitor', token: null });
export const visitor = (token: string | null): BasketOwner => ({ kind: 'visitor', token });

/** Every basket and line of a shop, to compare before and after a refused change. */
export async function basketRows(db: Db, tenantId: TenantKey) {
  const [basketRowsOfTenant, lineRows] = await Promise.all([
    db
      .select()
      .from(baskets)
      .where(eq(baskets.tenantId, tenantId))
      .orderBy(asc(baskets.createdAt), asc(baskets.id)),
    db
      .select()
      .from(basketLines)
      .where(eq(basketLines.tenantId, tenantId))
      .orderBy(asc(basketLines.basketId), asc(basketLines.variantSku)),
  ]);
  return { baskets: basketRowsOfTenant, lines: lineRows };
}
