// The invoicing's contribution to the outbox: the order asks for a document in the transaction of its shipment or
// return (order/order-documents.ts); the document is made here after the commit. Making it again is harmless (one
// document per cause), so an attempt whose outcome was lost is simply repeated.
import { orderDocumentTopic, type OrderDocumentCause } from '@/commerce/order/order-documents';
import { shopContext } from '@/commerce/tenant/shop-context';
import { isTenantKey, getTenant } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import type { OutboxTopics } from '@/platform/jobs/outbox-topics';
import { issueDocumentFor } from './issue-documents';

/** `now` is the clock documents are dated by (tests pass theirs). */
export function invoicingTopics(db: Db, now: () => Date = () => new Date()): OutboxTopics {
  return {
    [orderDocumentTopic]: async (event) => {
      if (!isTenantKey(event.tenantId)) throw new Error(`order document for unknown tenant ${event.tenantId}`);
      const shop = shopContext(event.tenantId, getTenant(event.tenantId).locales[0], now);
      const result = await issueDocumentFor(db, shop, event.payload as OrderDocumentCause);
      if (!result.ok) return { skipped: { reason: result.code, alert: true } };
    },
  };
}
