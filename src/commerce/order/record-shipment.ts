// The warehouse shipped the order: carrier and tracking number are kept, the order is 'shipped', and the invoicing
// is told to make the invoice (order-documents.ts).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { changeOrder, type OrderChangeResult } from './change-order';
import { advanceOrder } from './change-order-status';
import { enqueueOrderDocument } from './order-documents';
import { updateOrder, type OrderSource } from './order-store';

export interface ShipmentInput {
  carrier: string;
  trackingNumber: string;
  source: OrderSource;
}

export async function recordShipment(
  db: Db,
  shop: ShopContext,
  orderNumber: string,
  input: ShipmentInput,
): Promise<OrderChangeResult> {
  return changeOrder(db, shop, orderNumber, async (tx, order) => {
    await advanceOrder(tx, shop, order, {
      status: 'shipped',
      source: input.source,
      details: { carrier: input.carrier, trackingNumber: input.trackingNumber },
    });
    await updateOrder(tx, shop, order.id, { carrier: input.carrier, trackingNumber: input.trackingNumber });
    // Once: a repeated shipment post of a shipped order changes nothing above and asks for nothing here.
    if (order.status !== 'shipped')
      await enqueueOrderDocument(tx, shop, { kind: 'shipment', orderId: order.id, shippedAt: shop.now().toISOString() });
  });
}
