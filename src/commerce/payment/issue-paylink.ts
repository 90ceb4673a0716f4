// Issues a payment link for what is still open on an order (an invoice, an overdue rate): the ERP asks for one to
// put into a reminder (integration API), support through the ops CLI. The link speaks the language the shopper
// ordered in and collects at most the open amount.
import { openAmountOfOrder } from '@/commerce/account-ledger/open-amounts';
import { findOrderByNumber } from '@/commerce/order/order-store';
import { inLocaleOf, type ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { createPaylink, defaultPaylinkLifetimeDays } from './create-paylink';

export type IssuePaylinkResult =
  | { ok: true; url: string; amount: number; currency: string; expiresAt: Date }
  | { ok: false; code: 'ORDER_NOT_FOUND' | 'PAYLINK_NOTHING_OPEN' };

export async function issuePaylink(
  db: Db,
  shop: ShopContext,
  orderNumber: string,
  lifetimeDays = defaultPaylinkLifetimeDays,
): Promise<IssuePaylinkResult> {
  const order = await findOrderByNumber(db, shop, orderNumber);
  if (!order) return { ok: false, code: 'ORDER_NOT_FOUND' };
  const amount = await openAmountOfOrder(db, shop, order.id);
  if (amount <= 0) return { ok: false, code: 'PAYLINK_NOTHING_OPEN' };
  const expiresAt = new Date(shop.now().getTime() + lifetimeDays * 86_400_000);
  const link = createPaylink(inLocaleOf(shop, order.locale), {
    customerId: order.customerId,
    orderId: order.id,
    amount,
    expiresAt,
  });
  return { ok: true, url: link.url, amount, currency: order.currency, expiresAt };
}
