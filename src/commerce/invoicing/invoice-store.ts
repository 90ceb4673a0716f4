// The customer's invoices and credit notes as the account lists and serves them: tenant- and customer-scoped, so
// another customer's number finds nothing. A download carries the stored bytes and says whether they still match
// their checksum.
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders } from '@/commerce/order/order.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { documentNumberPattern } from './invoice-number';
import { sha256Hex } from './issue-documents';
import { invoiceDocuments, type DocumentKind } from './invoicing.schema';

export interface DocumentListEntry {
  documentNumber: string;
  kind: DocumentKind;
  orderNumber: string;
  issuedAt: Date;
  totalAmount: number;
  currency: string;
  /** A credit note's invoice number. */
  corrects: string | null;
}

export async function customerDocuments(db: Db, shop: ShopContext, customerId: string, limit = 200): Promise<DocumentListEntry[]> {
  const invoice = alias(invoiceDocuments, 'corrected_invoice');
  const d = invoiceDocuments;
  const rows = await db
    .select({
      documentNumber: d.documentNumber,
      kind: d.kind,
      orderNumber: orders.orderNumber,
      issuedAt: d.issuedAt,
      totalAmount: d.totalAmount,
      currency: d.currency,
      corrects: invoice.documentNumber,
    })
    .from(d)
    .innerJoin(orders, and(eq(orders.tenantId, d.tenantId), eq(orders.id, d.orderId)))
    .leftJoin(invoice, and(eq(invoice.tenantId, d.tenantId), eq(invoice.id, d.invoiceId)))
    .where(and(eq(d.tenantId, shop.tenant.key), eq(d.customerId, customerId)))
    .orderBy(desc(d.issuedAt), desc(d.documentNumber))
    .limit(limit);
  return rows;
}

export interface StoredDocument {
  documentNumber: string;
  pdf: Uint8Array;
  /** The bytes still match the checksum stored with them. */
  intact: boolean;
}

export async function customerDocument(
  db: Db,
  shop: ShopContext,
  customerId: string,
  documentNumber: string,
): Promise<StoredDocument | null> {
  if (!documentNumberPattern.test(documentNumber)) return null;
  const d = invoiceDocuments;
  const [row] = await db
    .select({ documentNumber: d.documentNumber, pdf: d.pdf, sha256: d.sha256 })
    .from(d)
    .where(and(eq(d.tenantId, shop.tenant.key), eq(d.customerId, customerId), eq(d.documentNumber, documentNumber)));
  if (!row) return null;
  return { documentNumber: row.documentNumber, pdf: row.pdf, intact: sha256Hex(row.pdf) === row.sha256 };
}
