// What a payment link shows: the amount to pay now (the link's amount, capped by what the order still owes), the
// reference (order number, earliest open due date), the expiry and the methods. Any invalid link: one answer.
import { and, eq, sql } from 'drizzle-orm';
import { openAmountOfOrder, openItemsOf } from '@/commerce/account-ledger/open-amounts';
import { findOrderById } from '@/commerce/order/order-store';
import type { OrderRow } from '@/commerce/order/order.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Money } from '@/platform/i18n/format';
import { paymentFailure, type PaymentFailure } from './errors';
import { paylinkMethods, type PaylinkMethod } from './payment-methods';
import { validPaylinkClaims, type PaylinkClaims } from './paylink-token';
import { paymentAttempts } from './payment.schema';

export interface PaylinkView {
  /** 'paid': nothing left to pay (the link collected its amount, or the order's money came another way). */
  status: 'open' | 'paid';
  /** What a payment now collects; 0 when paid. */
  amount: Money;
  orderNumber: string;
  /** The earliest open due date of the order (YYYY-MM-DD), when it has one. */
  dueOn: string | null;
  expiresAt: string;
  methods: PaylinkMethod[];
}

export interface ValidPaylink {
  claims: PaylinkClaims;
  order: OrderRow;
}

/** The link's claims and its order when the link is valid in this shop and the order is its customer's. */
export async function resolvePaylink(
  db: Db,
  shop: ShopContext,
  token: string,
  options: { lock?: boolean } = {},
): Promise<ValidPaylink | null> {
  const claims = validPaylinkClaims(shop, token);
  if (!claims) return null;
  const order = await findOrderById(db, shop, claims.orderId, options);
  if (!order || order.customerId !== claims.customerId) return null;
  return { claims, order };
}

/** What this link already collected (its paid attempts); a link pays its amount once, not once per visit. */
async function paidThroughLink(db: Db, shop: ShopContext, link: ValidPaylink): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${paymentAttempts.amount})` })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.tenantId, shop.tenant.key),
        eq(paymentAttempts.orderId, link.order.id),
        eq(paymentAttempts.paylinkId, link.claims.nonce),
        eq(paymentAttempts.status, 'paid'),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** What a payment through the link collects now: never more than the link has left, nor than the order owes. */
export async function payableAmount(db: Db, shop: ShopContext, link: ValidPaylink): Promise<number> {
  const left = link.claims.amount - (await paidThroughLink(db, shop, link));
  return Math.max(0, Math.min(left, await openAmountOfOrder(db, shop, link.order.id)));
}

export async function viewPaylink(
  db: Db,
  shop: ShopContext,
  token: string,
): Promise<{ ok: true; view: PaylinkView } | PaymentFailure<'PAYLINK_INVALID'>> {
  const link = await resolvePaylink(db, shop, token);
  if (!link) return paymentFailure('PAYLINK_INVALID');
  const amount = await payableAmount(db, shop, link);
  const items = amount > 0 ? await openItemsOf(db, shop, link.claims.customerId) : [];
  const dueOn = items.find((item) => item.orderId === link.order.id)?.dueOn ?? null;
  return {
    ok: true,
    view: {
      status: amount > 0 ? 'open' : 'paid',
      amount: { amount, currency: shop.currency },
      orderNumber: link.order.orderNumber,
      dueOn,
      expiresAt: new Date(link.claims.exp * 1000).toISOString(),
      methods: [...paylinkMethods],
    },
  };
}
