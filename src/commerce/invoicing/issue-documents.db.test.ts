// Invoices and credit notes: made from the outbox event a shipment or a return writes, read back as text with every
// field the law asks for, in the customer's language and the country's tax label; once per cause; numbers gapless
// when twenty orders ship at once; served only to their customer, as stored.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellable } from '@/commerce/basket/basket-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { changeOrderStatus } from '@/commerce/order/change-order-status';
import { orderDocumentTopic } from '@/commerce/order/order-documents';
import { orderingCustomer } from '@/commerce/order/order-factories';
import type { PaymentChoice } from '@/commerce/order/order-choices';
import { recordShipment } from '@/commerce/order/record-shipment';
import { returnOrderLines } from '@/commerce/order/return-order-lines';
import { withdrawOwnOrder } from '@/commerce/order/order-withdrawal';
import { orderPayments } from '@/commerce/payment/order-payments';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { outboxEvents } from '@/platform/db/platform.schema';
import type { OutboxEvent } from '@/platform/jobs/outbox-worker';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { customerDocument, customerDocuments } from './invoice-store';
import { invoicingTopics } from './invoicing-topics';
import { invoiceDocuments } from './invoicing.schema';

let database: TestDatabase;
const clock = testClock(new Date('2026-11-23T10:00:00Z'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const pdfText = async (pdf: Uint8Array) => (await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true })).text;

/** Runs the invoicing's outbox handler on every pending order-document event of the shop, as the worker would. */
async function workDocumentEvents(tenant: string) {
  const rows = await database.db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.tenantId, tenant), eq(outboxEvents.topic, orderDocumentTopic), sql`${outboxEvents.processedAt} is null`));
  const handler = invoicingTopics(database.db, clock.now)[orderDocumentTopic]!;
  for (const row of rows) {
    const event: OutboxEvent = { id: Number(row.id), tenantId: row.tenantId, topic: row.topic, payload: row.payload, attempts: 1, createdAt: new Date(), previousOutcomeUnknown: false };
    expect(await handler(event)).toBeUndefined();
    await database.db.update(outboxEvents).set({ processedAt: new Date() }).where(eq(outboxEvents.id, row.id));
  }
  return rows.length;
}

async function shippedOrder(shop: ShopContext, options: { payment?: PaymentChoice; quantity?: number; ship?: boolean } = {}) {
  const variantSku = await sellable(database.db, { tenantId: shop.tenant.key, price: 2_500, stock: 100 });
  const customer = await orderingCustomer(database.db, shop, { lines: [{ variantSku, quantity: options.quantity ?? 3 }], payment: options.payment });
  const placed = await placeOrder(database.db, shop, customer, { idempotencyKey: randomUUID() });
  if (!placed.ok) throw new Error(placed.code);
  const { orderNumber } = placed.order;
  await changeOrderStatus(database.db, shop, orderNumber, { status: 'in-fulfilment', source: 'erp' }, orderPayments);
  if (options.ship !== false)
    await recordShipment(database.db, shop, orderNumber, { carrier: 'DHL', trackingNumber: '00340434161234567890', source: 'erp' });
  return { customer, order: placed.order };
}

const documentsOf = (orderId: string) =>
  database.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, orderId)).orderBy(invoiceDocuments.issuedAt);

describe('the invoice of a shipped order', () => {
  it('is made once from the shipment, with every field the law asks for, in German with USt', async () => {
    const de = testShop('de', clock);
    const { customer, order } = await shippedOrder(de);
    expect(await workDocumentEvents('de')).toBe(1);
    // The shipment posted again and the event worked again: still one invoice.
    await recordShipment(database.db, de, order.orderNumber, { carrier: 'DHL', trackingNumber: '00340434161234567890', source: 'erp' });
    expect(await workDocumentEvents('de')).toBe(0);
    const [invoice, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', locale: 'de-DE', currency: 'EUR', totalAmount: order.totalAmount, customerId: customer.id });
    expect(invoice!.documentNumber).toMatch(/^RE-DE-2026-\d{6}$/);

    const text = await pdfText(invoice!.pdf);
    for (const expected of [
      'Rechnung',
      invoice!.documentNumber,
      'Lindenberg Versand GmbH',
      'Am Warenhof 8',
      '12681 Berlin',
      'USt-IdNr.: DE123456789',
      'HRB 204518 B',
      'Erika Mustermann',
      'Hauptstraße 5',
      '20095 Hamburg',
      'Rechnungsdatum',
      '23.11.2026',
      'Liefer-/Leistungsdatum',
      order.orderNumber,
      customer.customerNumber,
      'Menge',
      '25,00 €',
      '19 %',
      'Nettobetrag zu 19 % USt',
      'Summe USt',
      'Rechnungsbetrag',
      '28.12.2026', // due 30 days after the delivery window, moved off the Sunday
    ])
      expect(text).toContain(expected);
    // The line: 3 pieces at 25,00 €.
    expect(text).toMatch(/3\s+25,00 €/);
  });

  it('lists every rate of an instalment plan, in Austria with USt and the UID number', async () => {
    const at = testShop('at', clock);
    const { order } = await shippedOrder(at, { payment: { method: 'instalments', months: 6 }, quantity: 8 });
    await workDocumentEvents('at');
    const [invoice] = await documentsOf(order.id);
    const text = await pdfText(invoice!.pdf);
    for (const expected of ['Rechnung', 'UID-Nr.: ATU12345678', '20 %', 'Summe USt', '6 Monatsraten', '23.12.2026', '24.05.2027'])
      expect(text).toContain(expected);
  });

  it('speaks French with TVA for a fr-CH customer, and Dutch with BTW in the Netherlands', async () => {
    const fr = testShop('ch', clock, 'fr-CH');
    const swiss = await shippedOrder(fr);
    await workDocumentEvents('ch');
    const [facture] = await documentsOf(swiss.order.id);
    expect(facture).toMatchObject({ locale: 'fr-CH', currency: 'CHF' });
    const text = await pdfText(facture!.pdf);
    for (const expected of ['Facture', 'Sonnmatt Versand AG', 'CHE-123.456.789', 'TVA', '8,1%', '23 nov. 2026', 'Montant de la facture', 'Date de livraison'])
      expect(text).toContain(expected);

    const nl = testShop('nl', clock);
    const dutch = await shippedOrder(nl);
    await workDocumentEvents('nl');
    const [factuur] = await documentsOf(dutch.order.id);
    const nlText = await pdfText(factuur!.pdf);
    for (const expected of ['Factuur', 'Lindenberg Postorder B.V.', 'BTW-id: NL123456789B01', '21%', 'Totaal BTW', 'Factuurbedrag'])
      expect(nlText).toContain(expected);
  });
});

describe('credit notes', () => {
  it('correct the invoice for a return, once per return reference, and name a withdrawal', async () => {
    const de = testShop('de', clock);
    const { customer, order } = await shippedOrder(de);
    await workDocumentEvents('de');
    expect((await withdrawOwnOrder(database.db, de, customer.id, order.orderNumber)).ok).toBe(true);
    const reference = `RET-${randomUUID().slice(0, 8)}`;
    await returnOrderLines(database.db, de, order.orderNumber, { items: [{ lineNo: 1, quantity: 2 }], reference, source: 'erp' }, orderPayments);
    await returnOrderLines(database.db, de, order.orderNumber, { items: [{ lineNo: 1, quantity: 2 }], reference, source: 'erp' }, orderPayments);
    expect(await workDocumentEvents('de')).toBe(1);
    const [invoice, credit, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    expect(credit).toMatchObject({ kind: 'credit-note', invoiceId: invoice!.id, totalAmount: 50_00 });
    expect(credit!.documentNumber).toMatch(/^RK-DE-2026-\d{6}$/);
    const text = await pdfText(credit!.pdf);
    for (const expected of ['Rechnungskorrektur', credit!.documentNumber, `Korrektur zur Rechnung ${invoice!.documentNumber}`, 'nach Deinem Widerruf', '50,00 €', 'Gutgeschriebener Betrag'])
      expect(text).toContain(expected);
    const listed = await customerDocuments(database.db, de, customer.id);
    expect(listed.map((d) => [d.kind, d.documentNumber, d.corrects])).toEqual([
      ['credit-note', credit!.documentNumber, invoice!.documentNumber],
      ['invoice', invoice!.documentNumber, null],
    ]);
  });
});

describe('document numbers', () => {
  it('stay gapless and unique when twenty orders ship at once', async () => {
    const january = testClock(new Date('2027-01-05T10:00:00Z'));
    const nl = testShop('nl', january);
    const orders = await Promise.all(Array.from({ length: 20 }, () => shippedOrder(nl, { ship: false, quantity: 1 })));
    await Promise.all(
      orders.map(({ order }) => recordShipment(database.db, nl, order.orderNumber, { carrier: 'PostNL', trackingNumber: '3SABC1234567', source: 'erp' })),
    );
    const rows = await database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.tenantId, 'nl'), eq(outboxEvents.topic, orderDocumentTopic), sql`${outboxEvents.processedAt} is null`));
    expect(rows).toHaveLength(20);
    // Every event at once, as twenty workers would.
    const handler = invoicingTopics(database.db, january.now)[orderDocumentTopic]!;
    await Promise.all(
      rows.map((row) => handler({ id: Number(row.id), tenantId: 'nl', topic: row.topic, payload: row.payload, attempts: 1, createdAt: new Date(), previousOutcomeUnknown: false })),
    );
    const numbers = (
      await database.db.select({ n: invoiceDocuments.documentNumber }).from(invoiceDocuments).where(sql`${invoiceDocuments.documentNumber} like 'RE-NL-2027-%'`)
    ).map((r) => Number(r.n.slice(-6)));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('downloads', () => {
  it('serve the stored bytes to their customer only, and notice when they no longer match the checksum', async () => {
    const de = testShop('de', clock);
    const { customer, order } = await shippedOrder(de);
    const other = await shippedOrder(de);
    await workDocumentEvents('de');
    const [invoice] = await documentsOf(order.id);
    const mine = await customerDocument(database.db, de, customer.id, invoice!.documentNumber);
    expect(mine?.intact).toBe(true);
    expect(Buffer.from(mine!.pdf).equals(Buffer.from(invoice!.pdf))).toBe(true);
    expect(await customerDocument(database.db, de, other.customer.id, invoice!.documentNumber)).toBeNull();
    expect(await customerDocument(database.db, testShop('at', clock), customer.id, invoice!.documentNumber)).toBeNull();
    expect(await customerDocument(database.db, de, customer.id, 'RE-DE-2026-99')).toBeNull();

    const tampered = Uint8Array.from(invoice!.pdf);
    tampered[tampered.length - 10] = tampered[tampered.length - 10]! ^ 1;
    await database.db.update(invoiceDocuments).set({ pdf: tampered }).where(eq(invoiceDocuments.id, invoice!.id));
    expect((await customerDocument(database.db, de, customer.id, invoice!.documentNumber))?.intact).toBe(false);
  });
});
