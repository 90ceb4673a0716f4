// The ERP integration API, v1 (docs/orders.md): list orders, post status changes, shipments, returns, payments
// and stock. Each handler validates, calls one use case, and maps the result.
import { z } from 'zod';
import { changeOrderStatus } from '@/commerce/order/change-order-status';
import { listOrders } from '@/commerce/order/list-orders';
import { orderStatuses } from '@/commerce/order/order.schema';
import { findOrderByNumber, linesOfOrder } from '@/commerce/order/order-store';
import { recordBankPayment } from '@/commerce/order/record-bank-payment';
import { recordShipment } from '@/commerce/order/record-shipment';
import { returnOrderLines } from '@/commerce/order/return-order-lines';
import { setStock } from '@/commerce/order/set-stock';
import { issuePaylink } from '@/commerce/payment/issue-paylink';
import type { OrderChangeResult } from '@/commerce/order/change-order';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { getDb } from '@/platform/db/database';
import { failure, integrationRequest, json } from './integration-http';
import { integrationOrderJson } from './integration-order-json';

const text = (max: number) => z.string().trim().min(1).max(max);

const statusBody = z.object({
  status: z.enum(orderStatuses),
  details: z.record(z.string(), z.unknown()).optional(),
});
const shipmentBody = z.object({ carrier: text(60), trackingNumber: text(80) });
const returnBody = z.object({
  reference: text(80),
  lines: z
    .array(z.object({ lineNo: z.int().min(1), quantity: z.int().min(1).max(999) }))
    .min(1)
    .max(200),
});
const paymentBody = z.object({
  amount: z.int().min(1).max(100_000_000),
  currency: z.enum(['EUR', 'CHF']),
  reference: text(80),
});
const paylinkBody = z.object({ lifetimeDays: z.int().min(1).max(60).optional() });
const stockBody = z.object({
  items: z
    .array(z.object({ variantSku: text(64), stock: z.int().min(0).max(1_000_000) }))
    .min(1)
    .max(1_000),
});

async function withOrder(shop: ShopContext, result: OrderChangeResult): Promise<Response> {
  if (!result.ok) return failure(result);
  const db = await getDb();
  return json({ order: integrationOrderJson(result.order, await linesOfOrder(db, shop, result.order.id)) });
}

export function listOrdersEndpoint(request: Request): Promise<Response> {
  return integrationRequest(request, null, async (shop) => {
    const params = new URL(request.url).searchParams;
    const query = z
      .object({
        status: z.enum(orderStatuses).optional(),
        page: z.coerce.number().int().min(1).max(100_000).optional(),
        pageSize: z.coerce.number().int().min(1).max(200).optional(),
      })
      .safeParse(Object.fromEntries(params));
    if (!query.success) return json({ error: 'INTEGRATION_INVALID_INPUT' }, 400);
    const page = await listOrders(await getDb(), shop, query.data);
    return json({ ...page, orders: page.orders.map((o) => integrationOrderJson(o)) });
  });
}

export function getOrderEndpoint(request: Request, orderNumber: string): Promise<Response> {
  return integrationRequest(request, null, async (shop) => {
    const db = await getDb();
    const order = await findOrderByNumber(db, shop, orderNumber);
    if (!order) return json({ error: 'ORDER_NOT_FOUND' }, 404);
    return json({ order: integrationOrderJson(order, await linesOfOrder(db, shop, order.id)) });
  });
}

export function postStatusEndpoint(request: Request, orderNumber: string): Promise<Response> {
  return integrationRequest(request, statusBody, async (shop, body) =>
    withOrder(shop, await changeOrderStatus(await getDb(), shop, orderNumber, { ...body, source: 'erp' })),
  );
}

export function postShipmentEndpoint(request: Request, orderNumber: string): Promise<Response> {
  return integrationRequest(request, shipmentBody, async (shop, body) =>
    withOrder(shop, await recordShipment(await getDb(), shop, orderNumber, { ...body, source: 'erp' })),
  );
}

export function postReturnEndpoint(request: Request, orderNumber: string): Promise<Response> {
  return integrationRequest(request, returnBody, async (shop, body) =>
    withOrder(
      shop,
      await returnOrderLines(await getDb(), shop, orderNumber, {
        items: body.lines,
        reference: body.reference,
        source: 'erp',
      }),
    ),
  );
}

export function postPaymentEndpoint(request: Request, orderNumber: string): Promise<Response> {
  return integrationRequest(request, paymentBody, async (shop, body) =>
    withOrder(shop, await recordBankPayment(await getDb(), shop, orderNumber, { ...body, source: 'erp' })),
  );
}

/** A payment link for the order's open amount, to be put into a reminder (the ERP sends reminders, not the shop). */
export function postPaylinkEndpoint(request: Request, orderNumber: string): Promise<Response> {
  return integrationRequest(request, paylinkBody, async (shop, body) => {
    const link = await issuePaylink(await getDb(), shop, orderNumber, body.lifetimeDays);
    if (!link.ok) return failure(link);
    const { ok: _ok, expiresAt, ...rest } = link;
    return json({ paylink: { ...rest, expiresAt: expiresAt.toISOString() } }, 201);
  });
}

export function putStockEndpoint(request: Request): Promise<Response> {
  return integrationRequest(request, stockBody, async (shop, body) => {
    const result = await setStock(await getDb(), shop, body.items);
    return result.ok ? json({ updated: result.updated }) : failure(result);
  });
}
