// The withdrawal function (§ 356a BGB) for the EU shops: the link from the confirmation mail shows the order
// without a login, and a confirmed withdrawal is recorded with its time and acknowledged by mail. An unknown token
// and one whose period has ended get the same answer, so the endpoint tells nobody which tokens exist.
import { and, eq } from 'drizzle-orm';
import { findCustomerById } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { enqueueWithdrawalConfirmation } from './order-mails';
import { orders, type OrderLineRow, type OrderRow } from './order.schema';
import { deliveredAtOf, findCustomerOrder, linesOfOrder, recordOrderEvent, updateOrder } from './order-store';
import {
  hashWithdrawalToken,
  isWithdrawable,
  offersWithdrawal,
  withdrawalDays,
  withdrawalTokenPattern,
} from './withdrawal-rules';

export type WithdrawalLookup =
  | { ok: true; order: OrderRow; lines: OrderLineRow[]; withdrawable: boolean }
  | { ok: false; code: 'WITHDRAWAL_LINK_INVALID' };

const invalid = { ok: false, code: 'WITHDRAWAL_LINK_INVALID' } as const;

async function orderOfToken(
  db: Db,
  shop: ShopContext,
  token: string,
  lock = false,
): Promise<OrderRow | null> {
  if (!offersWithdrawal(shop.tenant.key) || !withdrawalTokenPattern.test(token)) return null;
  const query = db
    .select()
    .from(orders)
    .where(
      and(eq(orders.tenantId, shop.tenant.key), eq(orders.withdrawalTokenHash, hashWithdrawalToken(token))),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The link lives while the order can be withdrawn, and (to show what was done) until the period would have ended. */
async function linkAlive(db: Db, shop: ShopContext, order: OrderRow) {
  const deliveredAt = await deliveredAtOf(db, shop, order.id);
  const now = shop.now();
  const periodOver =
    deliveredAt !== null && now.getTime() >= deliveredAt.getTime() + withdrawalDays * 86_400_000;
  return { alive: !periodOver, withdrawable: isWithdrawable(order, deliveredAt, now) };
}

export async function showWithdrawal(db: Db, shop: ShopContext, token: string): Promise<WithdrawalLookup> {
  const order = await orderOfToken(db, shop, token);
  if (!order) return invalid;
  const { alive, withdrawable } = await linkAlive(db, shop, order);
  if (!alive) return invalid;
  return { ok: true, order, lines: await linesOfOrder(db, shop, order.id), withdrawable };
}

export type WithdrawalResult =
  { ok: true; at: Date } | { ok: false; code: 'WITHDRAWAL_LINK_INVALID' | 'ORDER_NOT_WITHDRAWABLE' };

/** Idempotent: withdrawing again answers with the first withdrawal's time. */
export async function withdrawOrder(db: Db, shop: ShopContext, token: string): Promise<WithdrawalResult> {
  return db.transaction(async (tx) => {
    const order = await orderOfToken(tx, shop, token, true);
    if (!order) return invalid;
    const { alive, withdrawable } = await linkAlive(tx, shop, order);
    if (!alive) return invalid;
    return withdrawLocked(tx, shop, order, withdrawable);
  });
}

/**
 * The same withdrawal from the account's order page (issue 14): the logged-in customer's own order, in a shop that
 * offers it. Another customer's order number reads as not found.
 */
export async function withdrawOwnOrder(
  db: Db,
  shop: ShopContext,
  customerId: string,
  orderNumber: string,
): Promise<WithdrawalResult | { ok: false; code: 'ORDER_NOT_FOUND' }> {
  if (!offersWithdrawal(shop.tenant.key)) return { ok: false, code: 'ORDER_NOT_FOUND' };
  return db.transaction(async (tx) => {
    const order = await findCustomerOrder(tx, shop, customerId, orderNumber, { lock: true });
    if (!order) return { ok: false as const, code: 'ORDER_NOT_FOUND' as const };
    const { withdrawable } = await linkAlive(tx, shop, order);
    return withdrawLocked(tx, shop, order, withdrawable);
  });
}

/** Whether the account shows the withdrawal button for an order: an EU shop, not withdrawn, within the period. */
export async function canWithdrawOwnOrder(db: Db, shop: ShopContext, order: OrderRow): Promise<boolean> {
  return offersWithdrawal(shop.tenant.key) && !order.withdrawnAt && (await linkAlive(db, shop, order)).withdrawable;
}

async function withdrawLocked(tx: Db, shop: ShopContext, order: OrderRow, withdrawable: boolean): Promise<WithdrawalResult> {
  if (order.withdrawnAt) return { ok: true, at: order.withdrawnAt };
  if (!withdrawable) return { ok: false, code: 'ORDER_NOT_WITHDRAWABLE' };
  const at = shop.now();
  // The status stays: the goods still travel (or come back through returns); the withdrawal is on record.
  await updateOrder(tx, shop, order.id, { withdrawnAt: at });
  await recordOrderEvent(tx, shop, order.id, {
    status: order.status,
    source: 'customer',
    details: { withdrawal: true, at: at.toISOString() },
  });
  const customer = await findCustomerById(tx, shop.tenant.key, order.customerId);
  await enqueueWithdrawalConfirmation(tx, shop, { order, firstName: customer?.firstName ?? '', at });
  return { ok: true, at };
}
