// Registering a return in the account: the customer picks lines, quantities and a reason; the shop answers with a
// return number, the slip (PDF) and a mail carrying it. The order is locked while its returnable quantities are
// counted, so two tabs cannot register the same piece twice. The refund follows when the goods arrive (the ERP's
// `returns` call and its credit rules), not here.
import { z } from 'zod';
import { senderOf } from '@/commerce/customer/customer-mails';
import { orderTimeline } from '@/commerce/order/customer-order-list';
import type { OrderRow } from '@/commerce/order/order.schema';
import { findCustomerOrder, linesOfOrder } from '@/commerce/order/order-store';
import { readableCode } from '@/commerce/kernel/readable-code';
import { inLocaleOf, type ShopContext } from '@/commerce/tenant/shop-context';
import type { RefusalKind } from '@/platform/http/refusal-kind';
import type { Db } from '@/platform/db/client';
import { enqueueMail } from '@/platform/mail/enqueue-mail';
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import { returnDays, returnDeadline, returnableQuantities } from './return-rules';
import { returnSlipPdf } from './return-slip';
import { returnReasons } from './return-reasons';
import { orderReturns, type OrderReturnRow } from './returns.schema';
import { returnsOfOrder } from './returns-store';

export const registerReturnSchema = z.object({
  orderNumber: z.string().trim().min(1).max(40),
  items: z
    .array(z.object({ lineNo: z.number().int().min(1).max(500), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(100),
  reason: z.enum(returnReasons),
});
export type RegisterReturnInput = z.infer<typeof registerReturnSchema>;

export type ReturnFailure =
  | { ok: false; code: 'RETURN_ORDER_NOT_FOUND' }
  | { ok: false; code: 'RETURN_NOT_RETURNABLE' }
  | { ok: false; code: 'RETURN_QUANTITY'; lineNo: number; available: number }
  | { ok: false; code: 'RETURN_RATE_LIMITED'; retryAfterSeconds: number };

/** Each refusal's kind: the edge's HTTP status. */
export const returnRefusals: Readonly<Record<ReturnFailure['code'], RefusalKind>> = {
  RETURN_ORDER_NOT_FOUND: 'not-found',
  RETURN_NOT_RETURNABLE: 'conflict',
  RETURN_QUANTITY: 'conflict',
  RETURN_RATE_LIMITED: 'rate-limited',
};

/** Far above a person's returns, a brake on a script. */
export const returnLimit: LimitRule = { name: 'return-registrations', points: 20, durationSeconds: 60 * 60 };

const newReturnNumber = (shop: ShopContext) => `R-${shop.tenant.key.toUpperCase()}-${readableCode(8)}`;

/** When the order was shipped and delivered, from its status history. */
export async function returnWindow(db: Db, shop: ShopContext, order: OrderRow): Promise<Date | null> {
  const timeline = await orderTimeline(db, shop, order.id);
  const at = (status: string) => timeline.find((step) => step.status === status)?.at ?? null;
  return returnDeadline(order.status, at('shipped'), at('delivered'));
}

export async function registerReturn(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: RegisterReturnInput,
): Promise<{ ok: true; ret: OrderReturnRow } | ReturnFailure> {
  const limited = await consume(returnLimit, `${shop.tenant.key}:${customerId}`);
  if (!limited.allowed) return { ok: false, code: 'RETURN_RATE_LIMITED', retryAfterSeconds: limited.retryAfterSeconds };
  return db.transaction(async (tx) => {
    const order = await findCustomerOrder(tx, shop, customerId, input.orderNumber, { lock: true });
    if (!order) return { ok: false, code: 'RETURN_ORDER_NOT_FOUND' };
    const deadline = await returnWindow(tx, shop, order);
    if (!deadline || shop.now() > deadline) return { ok: false, code: 'RETURN_NOT_RETURNABLE' };
    const lines = await linesOfOrder(tx, shop, order.id);
    const registered = await returnsOfOrder(tx, shop, customerId, order.id);
    const available = returnableQuantities(lines, registered.map((r) => r.items));
    // One entry per line: the same line twice in one request counts as its sum.
    const wanted = new Map<number, number>();
    for (const item of input.items) wanted.set(item.lineNo, (wanted.get(item.lineNo) ?? 0) + item.quantity);
    for (const [lineNo, quantity] of wanted) {
      const left = available.get(lineNo);
      if (left === undefined) return { ok: false, code: 'RETURN_QUANTITY', lineNo, available: 0 };
      if (quantity > left) return { ok: false, code: 'RETURN_QUANTITY', lineNo, available: left };
    }
    const [ret] = await tx
      .insert(orderReturns)
      .values({
        tenantId: shop.tenant.key,
        customerId,
        orderId: order.id,
        returnNumber: newReturnNumber(shop),
        reason: input.reason,
        items: [...wanted].map(([lineNo, quantity]) => ({ lineNo, quantity })),
        createdAt: shop.now(),
      })
      .returning();
    const inLocale = inLocaleOf(shop, order.locale);
    const slip = await returnSlipPdf(inLocale, { ret: ret!, order, lines });
    await enqueueMail(tx, shop.tenant.key, {
      from: senderOf(inLocale),
      to: order.email,
      locale: inLocale.locale,
      template: 'returnRegistered',
      params: {
        brand: shop.tenant.brand,
        firstName: order.delivery.kind === 'address' ? order.delivery.address.firstName : order.delivery.recipient.firstName,
        returnNumber: ret!.returnNumber,
        orderNumber: order.orderNumber,
        days: String(returnDays),
      },
      attachments: [
        { filename: `${ret!.returnNumber}.pdf`, contentType: 'application/pdf', contentBase64: Buffer.from(slip).toString('base64') },
      ],
    });
    return { ok: true, ret: ret! };
  });
}
