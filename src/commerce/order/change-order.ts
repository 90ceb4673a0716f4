// The frame of every change to a placed order: find it in this shop, lock its row for the transaction, and turn a
// refusal into a rollback. Used by status changes, shipments, returns, payments and the withdrawal.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { OrderAbort, rollbackOn, type OrderChangeCode, type OrderChangeFailure } from './errors';
import type { OrderRow } from './order.schema';
import { findOrderByNumber } from './order-store';

export type OrderChangeResult = { ok: true; order: OrderRow } | OrderChangeFailure;

export const refuse = (code: OrderChangeCode, status?: string): never => {
  throw new OrderAbort<OrderChangeFailure>({ ok: false, code, ...(status ? { status } : {}) });
};

export async function changeOrder(
  db: Db,
  shop: ShopContext,
  orderNumber: string,
  change: (tx: Db, order: OrderRow) => Promise<void>,
): Promise<OrderChangeResult> {
  return rollbackOn<OrderChangeResult, OrderChangeFailure>(() =>
    db.transaction(async (tx) => {
      const order = await findOrderByNumber(tx, shop, orderNumber, { lock: true });
      if (!order) return refuse('ORDER_NOT_FOUND');
      await change(tx, order);
      return { ok: true as const, order: (await findOrderByNumber(tx, shop, orderNumber))! };
    }),
  );
}
