// Makes the invoice of a shipped order and the credit note of a credited return (decision 0033), each once per
// cause: the order row is locked while a document is made, an existing document of the same cause is returned as
// it is, and the number is taken last in the same transaction, so numbers stay gapless. The PDF's bytes and their
// SHA-256 are stored; nothing changes a document afterwards.
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import { listAddresses } from '@/commerce/address-book/address-store';
import { findCustomerById } from '@/commerce/customer/customer-store';
import { localDay } from '@/commerce/kernel/local-day';
import { orderDocumentTopic, type OrderDocumentCause } from '@/commerce/order/order-documents';
import type { OrderRow } from '@/commerce/order/order.schema';
import { findOrderById, linesOfOrder } from '@/commerce/order/order-store';
import { inLocaleOf, type ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { outboxEvents } from '@/platform/db/platform.schema';
import type { Locale } from '@/platform/i18n/locales';
import {
  creditNoteLines,
  documentContent,
  invoiceLines,
  paymentTermsOf,
  type DocumentContent,
  type DocumentLine,
  type PaymentTerms,
} from './invoice-content';
import { allocateDocumentNumber } from './invoice-number';
import { documentPdf } from './invoice-pdf';
import { invoiceDocuments, type DocumentKind, type InvoiceDocumentRow } from './invoicing.schema';

export type IssueResult = { ok: true; document: InvoiceDocumentRow; created: boolean } | { ok: false; code: 'ORDER_NOT_FOUND' };

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function documentOfCause(tx: Db, shop: ShopContext, orderId: string, cause: string) {
  const [row] = await tx
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.tenantId, shop.tenant.key), eq(invoiceDocuments.orderId, orderId), eq(invoiceDocuments.cause, cause)));
  return row ?? null;
}

/** Whom the document is addressed to: the order's delivery address (the customer's own), else the default address. */
async function billingOf(tx: Db, shop: ShopContext, order: OrderRow): Promise<DocumentContent['billing']> {
  // The billing address the order kept when it was placed (decision 0034); older orders: the delivery address.
  if (order.billingAddress) return order.billingAddress;
  if (order.delivery.kind === 'address') return order.delivery.address;
  const [address] = await listAddresses(tx, shop, order.customerId);
  if (address) return address;
  const { recipient, parcelShop } = order.delivery;
  return { firstName: recipient.firstName, lastName: recipient.lastName, street: '', houseNumber: '', addition: '', postalCode: '', city: '', country: parcelShop.country };
}

interface Draft {
  kind: DocumentKind;
  cause: string;
  deliveredAt: Date;
  lines: DocumentLine[];
  payment: PaymentTerms;
  correcting: InvoiceDocumentRow | null;
}

/** Gathers, numbers, draws and stores one document, in the caller's transaction with the order row locked. */
async function makeDocument(tx: Db, shop: ShopContext, order: OrderRow, draft: Draft): Promise<InvoiceDocumentRow> {
  const customer = await findCustomerById(tx, shop.tenant.key, order.customerId);
  const issuedAt = shop.now();
  const documentNumber = await allocateDocumentNumber(tx, shop, draft.kind, issuedAt);
  const content = documentContent({
    kind: draft.kind,
    tenant: shop.tenant.key,
    documentNumber,
    issuedOn: localDay(shop, issuedAt),
    deliveredOn: localDay(shop, draft.deliveredAt),
    orderNumber: order.orderNumber,
    orderedOn: localDay(shop, order.placedAt),
    customerNumber: customer?.customerNumber ?? '',
    currency: order.currency as DocumentContent['currency'],
    billing: await billingOf(tx, shop, order),
    lines: draft.lines,
    payment: draft.payment,
    correcting: draft.correcting
      ? { documentNumber: draft.correcting.documentNumber, issuedOn: localDay(shop, draft.correcting.issuedAt) }
      : null,
    withdrawal: order.withdrawnAt !== null,
  });
  const locale = inLocaleOf(shop, order.locale).locale as Locale;
  const pdf = await documentPdf(content, locale, issuedAt);
  const [row] = await tx
    .insert(invoiceDocuments)
    .values({
      tenantId: shop.tenant.key,
      customerId: order.customerId,
      orderId: order.id,
      kind: draft.kind,
      documentNumber,
      cause: draft.cause,
      invoiceId: draft.correcting?.id ?? null,
      locale,
      currency: order.currency,
      totalAmount: content.totals.gross,
      issuedAt,
      pdf,
      sha256: sha256Hex(pdf),
    })
    .returning();
  return row!;
}

async function invoiceInTransaction(tx: Db, shop: ShopContext, order: OrderRow, shippedAt: Date) {
  const existing = await documentOfCause(tx, shop, order.id, 'shipment');
  if (existing) return { document: existing, created: false };
  const [lines, debits] = await Promise.all([
    linesOfOrder(tx, shop, order.id),
    tx
      .select({ dueOn: ledgerEntries.dueOn, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.tenantId, shop.tenant.key), eq(ledgerEntries.orderId, order.id), gt(ledgerEntries.amount, 0))),
  ]);
  const document = await makeDocument(tx, shop, order, {
    kind: 'invoice',
    cause: 'shipment',
    deliveredAt: shippedAt,
    lines: invoiceLines(order, lines),
    payment: paymentTermsOf(order, debits),
    correcting: null,
  });
  return { document, created: true };
}

/** The invoice of a shipped order (once). */
export async function issueInvoice(db: Db, shop: ShopContext, orderId: string, shippedAt: Date): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    const order = await findOrderById(tx, shop, orderId, { lock: true });
    if (!order) return { ok: false as const, code: 'ORDER_NOT_FOUND' as const };
    return { ok: true as const, ...(await invoiceInTransaction(tx, shop, order, shippedAt)) };
  });
}

/** The credit note of a return (once per return reference), correcting the order's invoice (made first if missing). */
export async function issueCreditNote(
  db: Db,
  shop: ShopContext,
  cause: Extract<OrderDocumentCause, { kind: 'return' }>,
): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    const order = await findOrderById(tx, shop, cause.orderId, { lock: true });
    if (!order) return { ok: false as const, code: 'ORDER_NOT_FOUND' as const };
    const key = `return:${cause.reference}`;
    const existing = await documentOfCause(tx, shop, order.id, key);
    if (existing) return { ok: true as const, document: existing, created: false };
    const invoice = (await invoiceInTransaction(tx, shop, order, new Date(cause.creditedAt))).document;
    const document = await makeDocument(tx, shop, order, {
      kind: 'credit-note',
      cause: key,
      deliveredAt: new Date(cause.creditedAt),
      lines: creditNoteLines(order, await linesOfOrder(tx, shop, order.id), cause.items),
      payment: { kind: 'credited' },
      correcting: invoice,
    });
    return { ok: true as const, document, created: true };
  });
}

/** The document a cause from the order asks for (the outbox handler's work). */
export function issueDocumentFor(db: Db, shop: ShopContext, cause: OrderDocumentCause): Promise<IssueResult> {
  return cause.kind === 'shipment'
    ? issueInvoice(db, shop, cause.orderId, new Date(cause.shippedAt))
    : issueCreditNote(db, shop, cause);
}

/**
 * Makes at once the documents an order's changes asked for that the outbox has not worked yet, and returns them
 * (made now or before): the ops CLI after `ship` and `return`, so the operator sees the number. The outbox worker,
 * coming later, finds them made.
 */
export async function issuePendingDocuments(db: Db, shop: ShopContext, orderId: string): Promise<InvoiceDocumentRow[]> {
  const pending = await db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.tenantId, shop.tenant.key),
        eq(outboxEvents.topic, orderDocumentTopic),
        isNull(outboxEvents.processedAt),
        sql`${outboxEvents.payload}->>'orderId' = ${orderId}`,
      ),
    )
    .orderBy(asc(outboxEvents.id));
  const made: InvoiceDocumentRow[] = [];
  for (const { payload } of pending) {
    const result = await issueDocumentFor(db, shop, payload as OrderDocumentCause);
    if (result.ok) made.push(result.document);
  }
  return made;
}
