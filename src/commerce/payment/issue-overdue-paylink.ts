// "Pay now" on the payment dates page: a payment link for what is overdue on one of the customer's own orders (not
// the rates still to come), through the same signed link the ERP's reminders use. Another customer's order number
// reads as not found; an order with nothing overdue gets nothing.
import type { RefusalKind } from '@/platform/http/refusal-kind';
import { openItemsOf } from '@/commerce/account-ledger/open-amounts';
import { localDay } from '@/commerce/kernel/local-day';
import { findCustomerOrder } from '@/commerce/order/order-store';
import { inLocaleOf, type ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { createPaylink } from './create-paylink';

/** Long enough to pay today or tomorrow; a new click makes a new link. */
export const overduePaylinkLifetimeDays = 3;

export type OverduePaylinkFailure = { ok: false; code: 'PAYLINK_ORDER_NOT_FOUND' | 'PAYLINK_NOTHING_OVERDUE' };
/** Each refusal's kind: the edge's HTTP status. */
export const overduePaylinkRefusals: Readonly<Record<OverduePaylinkFailure['code'], RefusalKind>> = {
  PAYLINK_ORDER_NOT_FOUND: 'not-found',
  PAYLINK_NOTHING_OVERDUE: 'conflict',
};

export type OverduePaylinkResult = { ok: true; url: string; amount: number; currency: string } | OverduePaylinkFailure;

export async function issueOverduePaylink(
  db: Db,
  shop: ShopContext,
  customerId: string,
  orderNumber: string,
): Promise<OverduePaylinkResult> {
  const order = await findCustomerOrder(db, shop, customerId, orderNumber);
  if (!order) return { ok: false, code: 'PAYLINK_ORDER_NOT_FOUND' };
  const today = localDay(shop);
  const amount = (await openItemsOf(db, shop, customerId))
    .filter((item) => item.orderId === order.id && item.dueOn < today)
    .reduce((sum, item) => sum + item.openAmount, 0);
  if (amount <= 0) return { ok: false, code: 'PAYLINK_NOTHING_OVERDUE' };
  const link = createPaylink(inLocaleOf(shop, order.locale), {
    customerId,
    orderId: order.id,
    amount,
    expiresAt: new Date(shop.now().getTime() + overduePaylinkLifetimeDays * 86_400_000),
  });
  return { ok: true, url: link.url, amount, currency: order.currency };
}
