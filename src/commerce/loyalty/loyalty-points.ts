// Points per order on the customer's card: every order placed since the card was entered, on its goods value less
// what came back; pending until the withdrawal period after delivery has passed, then credited. Cancelled and
// unpaid card orders earn nothing and are not listed.
import { and, eq, gte, ne } from 'drizzle-orm';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import { orders } from '@/commerce/order/order.schema';
import { deliveredAtOf } from '@/commerce/order/order-store';
import { withdrawalDays } from '@/commerce/order/withdrawal-rules';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { loyaltyEarnRules } from './loyalty-programs';
import type { LoyaltyCardRow } from './loyalty.schema';

export type PointsState = 'pending' | 'credited';

export interface OrderPoints {
  orderNumber: string;
  placedAt: Date;
  points: number;
  state: PointsState;
  /** When pending points will be credited (local calendar day unknown before delivery: null). */
  creditedFrom: Date | null;
}

/** Pure: the points of a goods value, and whether they are credited by `now`. */
export function pointsOf(
  rule: { points: number; perAmount: number },
  goodsAmount: number,
  returnedAmount: number,
  deliveredAt: Date | null,
  now: Date,
): { points: number; state: PointsState; creditedFrom: Date | null } {
  const points = Math.floor(Math.max(0, goodsAmount - returnedAmount) / rule.perAmount) * rule.points;
  const creditedFrom = deliveredAt ? new Date(deliveredAt.getTime() + withdrawalDays * 86_400_000) : null;
  return { points, state: creditedFrom && now >= creditedFrom ? 'credited' : 'pending', creditedFrom };
}

export async function pointsPerOrder(db: Db, shop: ShopContext, card: LoyaltyCardRow): Promise<OrderPoints[]> {
  const rule = loyaltyEarnRules[shop.tenant.key];
  if (!rule) return [];
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, placedAt: orders.placedAt, goodsAmount: orders.goodsAmount })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, shop.tenant.key),
        eq(orders.customerId, card.customerId),
        gte(orders.placedAt, card.createdAt),
        ne(orders.status, 'cancelled'),
        ne(orders.status, 'awaiting-payment'),
      ),
    )
    .orderBy(orders.placedAt);
  const now = shop.now();
  const result: OrderPoints[] = [];
  for (const row of rows.reverse()) {
    const credits = await db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.tenantId, shop.tenant.key), eq(ledgerEntries.orderId, row.id), eq(ledgerEntries.textKey, 'returnCredit')));
    const returned = -credits.reduce((sum, c) => sum + c.amount, 0);
    const earned = pointsOf(rule, row.goodsAmount, returned, await deliveredAtOf(db, shop, row.id), now);
    result.push({ orderNumber: row.orderNumber, placedAt: row.placedAt, ...earned });
  }
  return result;
}
