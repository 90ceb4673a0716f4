// Reads and writes of baskets and their lines. Every query filters by tenant; a visitor's basket is found only by
// the hash of a well-formed token, a customer's only by the customer id.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedQuery } from '@/platform/db/prepared-statement';
import { basketLines, baskets } from './basket.schema';
import { basketTokenPattern, hashBasketToken, newBasketToken, type BasketOwner } from './basket-owner';

export type BasketRow = typeof baskets.$inferSelect;
export type BasketLineRow = typeof basketLines.$inferSelect;

function ownerCondition(shop: ShopContext, owner: BasketOwner) {
  const tenant = eq(baskets.tenantId, shop.tenant.key);
  if (owner.kind === 'customer') return and(tenant, eq(baskets.customerId, owner.customerId));
  if (!owner.token || !basketTokenPattern.test(owner.token)) return null;
  return and(tenant, isNull(baskets.customerId), eq(baskets.tokenHash, hashBasketToken(owner.token)));
}

/** A customer's basket locked: the first statement of every order (prepared, decision 0060). */
const lockedCustomerBasket = preparedQuery('basket-of-customer-locked', (db) =>
  db
    .select()
    .from(baskets)
    .where(and(eq(baskets.tenantId, p('tenantId')), eq(baskets.customerId, p('customerId'))))
    .for('update'),
);

/** The owner's basket, or null. With `lock`, the row stays locked until the transaction ends. */
export async function findBasket(
  db: Db,
  shop: ShopContext,
  owner: BasketOwner,
  options: { lock?: boolean } = {},
): Promise<BasketRow | null> {
  if (options.lock && owner.kind === 'customer') {
    const [row] = await lockedCustomerBasket(db, { tenantId: shop.tenant.key, customerId: owner.customerId });
    return row ?? null;
  }
  const condition = ownerCondition(shop, owner);
  if (!condition) return null;
  const query = db.select().from(baskets).where(condition);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A new, empty basket; for a visitor with a freshly made token the caller must hand to the browser. */
export async function createBasket(
  tx: Db,
  shop: ShopContext,
  owner: BasketOwner,
): Promise<{ basket: BasketRow; issuedToken: string | null }> {
  const now = shop.now();
  if (owner.kind === 'customer') {
    await tx
      .insert(baskets)
      .values({ tenantId: shop.tenant.key, customerId: owner.customerId, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    // Another request may have created it a moment ago; either way there is exactly one now.
    const basket = await findBasket(tx, shop, owner, { lock: true });
    return { basket: basket!, issuedToken: null };
  }
  const token = newBasketToken();
  const [basket] = await tx
    .insert(baskets)
    .values({ tenantId: shop.tenant.key, tokenHash: hashBasketToken(token), createdAt: now, updatedAt: now })
    .returning();
  return { basket: basket!, issuedToken: token };
}

const basketLinesOf = preparedQuery('basket-lines', (db) =>
  db
    .select()
    .from(basketLines)
    .where(and(eq(basketLines.tenantId, p('tenantId')), eq(basketLines.basketId, p('basketId'))))
    .orderBy(asc(basketLines.addedAt), asc(basketLines.variantSku)),
);

/** The basket's lines, oldest first (prepared: every basket page and every order reads them). */
export function linesOf(db: Db, shop: ShopContext, basketId: string): Promise<BasketLineRow[]> {
  return basketLinesOf(db, { tenantId: shop.tenant.key, basketId });
}

/** The read of linesOf, to be read ahead (decision 0070). */
export const linesAhead = (shop: ShopContext, basketId: string) =>
  basketLinesOf.ahead({ tenantId: shop.tenant.key, basketId });

export async function setLineQuantity(
  tx: Db,
  shop: ShopContext,
  basketId: string,
  variantSku: string,
  quantity: number,
): Promise<void> {
  await tx
    .insert(basketLines)
    .values({ basketId, tenantId: shop.tenant.key, variantSku, quantity, addedAt: shop.now() })
    .onConflictDoUpdate({ target: [basketLines.basketId, basketLines.variantSku], set: { quantity } });
}

export async function deleteLine(
  tx: Db,
  shop: ShopContext,
  basketId: string,
  variantSku: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(basketLines)
    .where(
      and(
        eq(basketLines.tenantId, shop.tenant.key),
        eq(basketLines.basketId, basketId),
        eq(basketLines.variantSku, variantSku),
      ),
    )
    .returning({ variantSku: basketLines.variantSku });
  return deleted.length > 0;
}

export async function updateBasket(
  tx: Db,
  shop: ShopContext,
  basketId: string,
  changes: { voucherCode?: string | null } = {},
): Promise<void> {
  await tx
    .update(baskets)
    .set({ ...changes, updatedAt: shop.now() })
    .where(and(eq(baskets.tenantId, shop.tenant.key), eq(baskets.id, basketId)));
}

export async function deleteBasket(tx: Db, shop: ShopContext, basketId: string): Promise<void> {
  await tx.delete(baskets).where(and(eq(baskets.tenantId, shop.tenant.key), eq(baskets.id, basketId)));
}

/** An account deleted (privacy): its basket and lines go. */
export async function forgetCustomerBasket(tx: Db, tenantId: string, customerId: string): Promise<void> {
  const owned = await tx
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.tenantId, tenantId), eq(baskets.customerId, customerId)));
  for (const { id } of owned) {
    await tx.delete(basketLines).where(eq(basketLines.basketId, id));
    await tx.delete(baskets).where(eq(baskets.id, id));
  }
}
