// POST /api/checkout/order: places the order from the server's basket and checkout state. The body carries only the
// idempotency key; totals, prices or discounts a client sends along are never read.
import { z } from 'zod';
import { checkoutRefusals } from '@/commerce/checkout/errors';
import { placeOrder } from '@/commerce/checkout/place-order';
import { orderViewOf } from '@/commerce/order/order-view';
import { isVoucherRefusal } from '@/commerce/promotion/errors';
import { refuseForgedRequest } from '@/api/http/csrf';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { requireFullCustomer } from '@/api/http/require-customer';
import { privateJson, statusOf } from '@/api/http/responses';
import { statusOf as basketStatusOf } from '@/api/basket/basket-errors';
import { revalidateStockPages } from '@/api/integration/revalidate-stock-pages';
import { getDb } from '@/platform/db/database';
import { errorFields } from '@/platform/logging/logger';
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import { answer } from './order-http';

/** A shopper places an order or two a minute; a script hammering the button runs into this. */
export const placeOrderLimit: LimitRule = { name: 'place-order', points: 20, durationSeconds: 60 };

const orderBody = z.object({ idempotencyKey: z.uuid() });

export async function postOrder(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const scope = requestScope(request);
  const db = await getDb();
  const who = await requireFullCustomer(db, scope.shop, request, { guests: 'allow' });
  if (!who.ok) return who.response;
  const limited = await consume(placeOrderLimit, `${scope.shop.tenant.key}:${who.customer.id}`);
  if (!limited.allowed)
    return Response.json(
      { error: 'TOO_MANY_REQUESTS' },
      {
        status: 429,
        headers: { 'retry-after': String(limited.retryAfterSeconds), 'cache-control': 'no-store' },
      },
    );
  const body = await readJsonBody(request, 4_096);
  const parsed = orderBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success)
    return answer({ error: 'ORDER_INVALID_INPUT', fields: { idempotencyKey: 'REQUIRED' } }, 400);

  const result = await placeOrder(db, scope.shop, who.customer, {
    idempotencyKey: parsed.data.idempotencyKey,
  });
  if (!result.ok) {
    scope.log.info({ event: 'place-order', outcome: result.code }, 'order');
    const { ok: _ok, code, ...details } = result;
    const status = isVoucherRefusal(code) ? basketStatusOf(code) : statusOf(checkoutRefusals, code);
    return privateJson({ error: code, ...details }, status);
  }
  // A size this order sold out is still offered by the cached product and listing pages: they go stale now (as
  // after the ERP's stock change), not at their next time-based revalidation. The order stands whatever happens here.
  if (result.soldOut && result.soldOut.length > 0)
    await revalidateStockPages(db, scope.shop, result.soldOut, `sold out by order ${result.order.orderNumber}`).catch(
      (error: unknown) =>
        scope.log.error({ ...errorFields(error), orderNumber: result.order.orderNumber }, 'revalidating sold-out pages failed'),
    );
  scope.log.info(
    {
      event: 'place-order',
      outcome: result.created ? 'placed' : 'repeated',
      orderNumber: result.order.orderNumber,
    },
    'order',
  );
  return answer(
    { order: await orderViewOf(db, scope.shop, result.order), next: result.next },
    result.created ? 201 : 200,
  );
}
