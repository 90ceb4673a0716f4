// The ERP integration API, v1 (docs/orders.md): list orders, post status changes, shipments, returns, payments
// and stock. Each handler validates, calls one use case, and maps the result; a change of stock (also by a
// cancellation or a return) revalidates the cached pages that show it.
import { z } from 'zod';
import { changeDueDate } from '@/commerce/order/change-due-date';
import { changeOrderStatus } from '@/commerce/order/change-order-status';
import { listOrders } from '@/commerce/order/list-orders';
import { orderStatuses } from '@/commerce/order/order.schema';
import { orderPayments } from '@/commerce/payment/order-payments';
import { findOrderByNumber, linesOfOrder } from '@/commerce/order/order-store';
import { recordBankPayment } from '@/commerce/order/record-bank-payment';
import { recordShipment } from '@/commerce/order/record-shipment';
import { returnOrderLines } from '@/commerce/order/return-order-lines';
import { setStock } from '@/commerce/order/set-stock';
import { issuePaylink } from '@/commerce/payment/issue-paylink';
import type { OrderChangeResult } from '@/commerce/order/change-order';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { cacheTags } from '@/platform/cache/cache-tags';
import { revalidateTags } from '@/platform/cache/revalidate-tags';
import { contentPathSegments } from '@/platform/content/content-source';
import { clearServerFetchCache } from '@/platform/content/server-fetch';
import { getDb } from '@/platform/db/database';
import { nudgeOutboxWorker } from '@/platform/jobs/outbox-worker';
import { failure, integrationRequest, json } from './integration-http';
import { integrationOrderJson } from './integration-order-json';
import { revalidateStockPages } from './revalidate-stock-pages';

const text = (max: number) => z.string().trim().min(1).max(max);

function isContentPath(path: string): boolean {
  try {
    return contentPathSegments(path).length > 0;
  } catch {
    return false;
  }
}

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
const revalidateBody = z
  .object({
    variantSkus: z.array(text(64)).max(1_000).default([]),
    /** Content files as the content tree names them: `de/de-DE/pages/agb.json`. */
    contentPaths: z
      .array(text(512).refine(isContentPath, { message: 'is not a content path' }))
      .max(200)
      .default([]),
  })
  .refine((b) => b.variantSkus.length + b.contentPaths.length > 0, { message: 'names nothing to revalidate' });
/** A calendar day within a year either side of today: a due date, never a typo decades away. */
const dueDateBody = z.object({
  dueOn: z.iso.date().refine((day) => Math.abs(Date.parse(day) - Date.now()) <= 366 * 86_400_000, {
    message: 'is more than a year away',
  }),
});
const stockBody = z.object({
  items: z
    .array(z.object({ variantSku: text(64), stock: z.int().min(0).max(1_000_000) }))
    .min(1)
    .max(1_000),
});

async function withOrder(
  shop: ShopContext,
  result: OrderChangeResult,
  { stockChanged = false } = {},
): Promise<Response> {
  if (!result.ok) return failure(result);
  // A shipment or a return may have asked for an invoice or credit note (decision 0033): made now, not at the next poll.
  nudgeOutboxWorker();
  const db = await getDb();
  const lines = await linesOfOrder(db, shop, result.order.id);
  if (stockChanged)
    await revalidateStockPages(db, shop, lines.map((l) => l.variantSku), `order ${result.order.orderNumber}`);
  return json({ order: integrationOrderJson(result.order, lines) });
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
    // Cancelling puts the goods of an order that was not yet shipped back into stock.
    withOrder(
      shop,
      await changeOrderStatus(await getDb(), shop, orderNumber, { ...body, source: 'erp' }, orderPayments),
      { stockChanged: body.status === 'cancelled' },
    ),
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
      await returnOrderLines(
        await getDb(),
        shop,
        orderNumber,
        { items: body.lines, reference: body.reference, source: 'erp' },
        orderPayments,
      ),
      { stockChanged: true },
    ),
  );
}

export function postPaymentEndpoint(request: Request, orderNumber: string): Promise<Response> {
  return integrationRequest(request, paymentBody, async (shop, body) =>
    withOrder(shop, await recordBankPayment(await getDb(), shop, orderNumber, { ...body, source: 'erp' })),
  );
}

/** The ERP moves the due date of an invoice or payment-pause order (a deferral, a correction of its books). */
export function postDueDateEndpoint(request: Request, orderNumber: string): Promise<Response> {
  return integrationRequest(request, dueDateBody, async (shop, body) =>
    withOrder(shop, await changeDueDate(await getDb(), shop, orderNumber, { dueOn: body.dueOn, source: 'erp' })),
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
    const db = await getDb();
    const result = await setStock(db, shop, body.items);
    if (!result.ok) return failure(result);
    await revalidateStockPages(db, shop, body.items.map((i) => i.variantSku), 'stock');
    return json({ updated: result.updated });
  });
}

/**
 * Revalidates the cached pages of changed stock or content on behalf of a process that cannot (the ops CLI, a CMS
 * publish hook): Next's revalidateTag works only in the server's own process (decision 0022). Content paths must
 * belong to the calling key's shop.
 */
export function postRevalidateEndpoint(request: Request): Promise<Response> {
  return integrationRequest(request, revalidateBody, async (shop, body) => {
    const foreign = body.contentPaths.filter((p) => !p.startsWith(`${shop.tenant.key}/`));
    if (foreign.length > 0) return json({ error: 'INTEGRATION_INVALID_INPUT', paths: foreign }, 400);
    const tags = await revalidateStockPages(await getDb(), shop, body.variantSkus, 'revalidate request');
    if (body.contentPaths.length > 0) {
      // The content fetcher keeps files in-process for 900 s; the re-rendered pages must read them anew.
      clearServerFetchCache();
      const contentTags = body.contentPaths.map(cacheTags.content);
      revalidateTags(contentTags, 'content published');
      tags.push(...contentTags);
    }
    return json({ revalidated: tags });
  });
}
