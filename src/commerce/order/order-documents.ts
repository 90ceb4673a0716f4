// What the order tells the invoicing after a shipment or a credited return: an outbox event in the change's own
// transaction, so a document is made exactly for what was committed, by the invoicing context above the order
// (src/commerce/invoicing/invoicing-topics.ts; decision 0033). The order imports nothing of the invoicing.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { outboxEvents } from '@/platform/db/platform.schema';

export const orderDocumentTopic = 'order-document';

export type OrderDocumentCause =
  | { kind: 'shipment'; orderId: string; shippedAt: string }
  | {
      kind: 'return';
      orderId: string;
      reference: string;
      /** Per line what came back and what it was credited (minor units, gross). */
      items: { lineNo: number; quantity: number; amount: number }[];
      creditedAt: string;
    };

export async function enqueueOrderDocument(tx: Db, shop: ShopContext, cause: OrderDocumentCause): Promise<void> {
  await tx.insert(outboxEvents).values({ tenantId: shop.tenant.key, topic: orderDocumentTopic, payload: cause });
}
