// The reads of the money pages on a real ledger: the statement's balance after each entry (over all entries, also
// when filtered), its kinds and periods and "Mehr laden", the documents beside the entries, payment dates, and
// nothing of another customer's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellable } from '@/commerce/basket/basket-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { issuePendingDocuments } from '@/commerce/invoicing/issue-documents';
import { changeOrderStatus } from '@/commerce/order/change-order-status';
import { orderingCustomer, readyForCheckout } from '@/commerce/order/order-factories';
import { recordBankPayment } from '@/commerce/order/record-bank-payment';
import { recordShipment } from '@/commerce/order/record-shipment';
import { returnOrderLines } from '@/commerce/order/return-order-lines';
import { orderPayments } from '@/commerce/payment/order-payments';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { accountStatement, readPaymentDates } from './statement-store';

let database: TestDatabase;
const clock = testClock(new Date('2026-06-01T10:00:00Z'));
const de = testShop('de', clock);
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the account statement', () => {
  it('shows every entry newest first with the balance after it, filters by kind and period, and loads more', async () => {
    const variantSku = await sellable(database.db, { tenantId: 'de', price: 40_00, stock: 100 });
    const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 2 }] });
    const first = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!first.ok) throw new Error(first.code);
    const n1 = first.order.orderNumber;
    await changeOrderStatus(database.db, de, n1, { status: 'in-fulfilment', source: 'erp' }, orderPayments);
    const shipped = await recordShipment(database.db, de, n1, { carrier: 'DHL', trackingNumber: '1', source: 'erp' });
    const [invoice] = await issuePendingDocuments(database.db, de, first.order.id);
    clock.advance(86_400_000);
    await returnOrderLines(database.db, de, n1, { items: [{ lineNo: 1, quantity: 1 }], reference: 'R-1', source: 'erp' }, orderPayments);
    const creditNote = (await issuePendingDocuments(database.db, de, first.order.id)).find((d) => d.kind === 'credit-note');
    clock.advance(86_400_000);
    await recordBankPayment(database.db, de, n1, { amount: 10_00, currency: 'EUR', reference: 'BANK-1', source: 'erp' });
    await recordBankPayment(database.db, de, n1, { amount: first.order.totalAmount - 50_00, currency: 'EUR', reference: 'BANK-2', source: 'erp' });
    // Months later a second order, in 6 instalments.
    clock.advance(120 * 86_400_000);
    await readyForCheckout(database.db, de, customer.id, { lines: [{ variantSku, quantity: 3 }], payment: { method: 'instalments', months: 6 } });
    const second = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!second.ok) throw new Error(second.code);
    expect(shipped.ok).toBe(true);

    const all = await accountStatement(database.db, de, customer.id, { kind: 'all', period: 'all', shown: 20 });
    const total1 = first.order.totalAmount;
    const total2 = (await readPaymentDates(database.db, de, customer.id)).plans[0]!.rates.reduce((s, r) => s + r.amount, 0);
    expect(all.hasMore).toBe(false);
    expect(all.entries).toHaveLength(4 + 6);
    // Newest first; the last row is the first booking, its balance is its amount.
    const oldest = all.entries.at(-1)!;
    expect(oldest).toMatchObject({ kind: 'order-debit', amount: total1, balance: total1, orderNumber: n1, documentNumber: invoice!.documentNumber });
    const credit = all.entries.find((e) => e.kind === 'credit')!;
    expect(credit).toMatchObject({ amount: -40_00, balance: total1 - 40_00, documentNumber: creditNote!.documentNumber });
    expect(all.entries.find((e) => e.paymentReference === 'BANK-1')).toMatchObject({ amount: -10_00, balance: total1 - 50_00 });
    expect(all.entries[0]!.balance).toBe(total2);
    expect(all.entries.filter((e) => e.kind === 'instalment').map((e) => e.rateNumber).sort()).toEqual([1, 2, 3, 4, 5, 6]);

    // A filter hides rows; each shown row keeps its balance.
    const payments = await accountStatement(database.db, de, customer.id, { kind: 'payments', period: 'all', shown: 20 });
    expect(payments.entries.map((e) => [e.paymentReference, e.balance])).toEqual([['BANK-2', 0], ['BANK-1', total1 - 50_00]]);
    const recent = await accountStatement(database.db, de, customer.id, { kind: 'all', period: '3m', shown: 20 });
    expect(new Set(recent.entries.map((e) => e.orderNumber))).toEqual(new Set([second.order.orderNumber]));
    // Twenty at a time: never fewer, and "more" when there are.
    const page = await accountStatement(database.db, de, customer.id, { kind: 'all', period: 'all', shown: 3 });
    expect(page.entries).toHaveLength(10);

    // Another customer reads nothing of it.
    const other = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 1 }] });
    expect((await accountStatement(database.db, de, other.id, { kind: 'all', period: 'all', shown: 20 })).entries).toEqual([]);
    expect(await readPaymentDates(database.db, de, other.id)).toMatchObject({ balance: 0, upcoming: [], plans: [] });
  });

  it('loads twenty more after the first twenty', async () => {
    const variantSku = await sellable(database.db, { tenantId: 'de', price: 400_00, stock: 100 });
    const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 1 }], payment: { method: 'instalments', months: 24 } });
    const placed = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!placed.ok) throw new Error(placed.code);
    const first = await accountStatement(database.db, de, customer.id, { kind: 'all', period: 'all', shown: 20 });
    expect(first).toMatchObject({ hasMore: true });
    expect(first.entries).toHaveLength(20);
    const more = await accountStatement(database.db, de, customer.id, { kind: 'instalments', period: 'all', shown: 40 });
    expect(more.hasMore).toBe(false);
    expect(more.entries).toHaveLength(24);
    expect(more.entries.slice(0, 20)).toEqual(first.entries);
  });
});
