// money — issue 15's figures, in process on in-memory PGlite (no HTTP):
//  1. the invoice PDF: drawing one (pdf-lib, 8 lines, a 12-rate plan) p95 and documents/s, and issuing one for a
//     shipped order (gather, number from the locked counter row, draw, checksum, store) next to a plain one-row
//     insert transaction;
//  2. the payment dates read (every ledger entry of the customer, allocation, overdue, upcoming, plans) for a
//     customer with 50 instalment purchases (12 rates each, the first three paid), next to the plain ledger query
//     of the same customer's entries.
// BENCH_MONEY_DOCS sets the documents drawn (default 300), BENCH_MONEY_READS the reads per measurement (default 200).
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { bookLedgerEntries } from '../src/commerce/account-ledger/book-ledger-entry';
import { ledgerEntries } from '../src/commerce/account-ledger/ledger.schema';
import { sellable } from '../src/commerce/basket/basket-factories';
import { testShop } from '../src/commerce/customer/customer-factories';
import { documentContent } from '../src/commerce/invoicing/invoice-content';
import { documentPdf } from '../src/commerce/invoicing/invoice-pdf';
import { issueInvoice } from '../src/commerce/invoicing/issue-documents';
import { insertOrder } from '../src/commerce/order/insert-order';
import { orderBookings } from '../src/commerce/order/order-bookings';
import { orderingCustomer } from '../src/commerce/order/order-factories';
import { readPaymentDates } from '../src/commerce/statement/statement-store';
import type { ShopContext } from '../src/commerce/tenant/shop-context';
import { migrate, openDatabase, type Db } from '../src/platform/db/client';
import { budget, metric, type BenchContext, type BenchOutcome } from './support/types';

const DOCS = Number(process.env.BENCH_MONEY_DOCS ?? 300);
const READS = Number(process.env.BENCH_MONEY_READS ?? 200);
const PLANS = 50;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(count: number, job: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await job(i);
    latencies.push(performance.now() - t);
  }
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

const sampleContent = documentContent({
  kind: 'invoice',
  tenant: 'de',
  documentNumber: 'RE-DE-2026-000042',
  issuedOn: '2026-11-25',
  deliveredOn: '2026-11-25',
  orderNumber: 'DE-2026-000123',
  orderedOn: '2026-11-20',
  customerNumber: '12345678',
  currency: 'EUR',
  billing: { firstName: 'Erika', lastName: 'Mustermann', street: 'Hauptstraße', houseNumber: '5', addition: '', postalCode: '20095', city: 'Hamburg', country: 'DE' },
  lines: Array.from({ length: 8 }, (_, i) => ({
    goods: { name: `Sommerkleid mit Blumenmuster ${i}`, variantLabel: 'Größe 38 · Blau', articleNumber: `100000${i}-2` },
    charge: null,
    quantity: 1 + (i % 3),
    unitAmount: 49_99,
    discountAmount: 0,
    amount: (1 + (i % 3)) * 49_99,
    vatRateBp: 1900,
  })),
  payment: { kind: 'plan', rates: Array.from({ length: 12 }, (_, i) => ({ dueOn: `2027-${String(i + 1).padStart(2, '0')}-20`, amount: 43_21 })) },
  correcting: null,
  withdrawal: false,
});

/** A shipped order of a fresh customer (lines through the basket and checkout factories), ready for its invoice. */
async function shippableOrders(db: Db, shop: ShopContext, count: number): Promise<string[]> {
  const sku = await sellable(db, { price: 39_99, stock: 1_000_000 });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const customer = await orderingCustomer(db, shop, { lines: [{ variantSku: sku, quantity: 2 }] });
    const id = await db.transaction(async (tx) => {
      const order = await insertOrder(tx, shop, {
        customerId: customer.id,
        currency: 'EUR',
        subtotalAmount: 79_98,
        discountAmount: 0,
        goodsAmount: 79_98,
        shippingAmount: 4_95,
        extrasAmount: 0,
        totalAmount: 84_93,
        vatAmount: 13_56,
        vatRateBp: 1900,
        voucherCode: null,
        charges: [],
        delivery: {
          kind: 'address',
          addressId: randomUUID(),
          address: { salutation: 'female', firstName: 'Erika', lastName: 'Mustermann', street: 'Hauptstraße', houseNumber: '5', addition: '', postalCode: '20095', city: 'Hamburg', country: 'DE' },
          option: 'standard',
        },
        payment: { method: 'invoice' },
        protection: null,
        email: 'bench@example.org',
        expectedDeliveryFrom: '2026-11-27',
        expectedDeliveryTo: '2026-11-29',
        idempotencyKey: randomUUID(),
        placedAt: shop.now(),
        awaitsPayment: false,
        testOrder: false,
        lines: [{ sku: sku.split('-')[0]!, variantSku: sku, name: 'Sommerkleid', size: '38', colour: 'Blau', quantity: 2, unitAmount: 39_99, grossAmount: 79_98, netAmount: 79_98 }],
      });
      await bookLedgerEntries(tx, shop, orderBookings({ ...order, tenantId: 'de', placedOn: '2026-11-20', instalments: null }));
      return order.id;
    });
    ids.push(id);
  }
  return ids;
}

/** A customer with 50 instalment purchases of 12 rates, the first three rates of each paid. */
async function customerWithPlans(db: Db, shop: ShopContext): Promise<string> {
  const sku = await sellable(db, { price: 600_00, stock: 1_000_000 });
  const customer = await orderingCustomer(db, shop, { lines: [{ variantSku: sku, quantity: 1 }] });
  for (let i = 0; i < PLANS; i++) {
    await db.transaction(async (tx) => {
      const placedOn = `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
      const order = await insertOrder(tx, shop, {
        customerId: customer.id,
        currency: 'EUR',
        subtotalAmount: 600_00,
        discountAmount: 0,
        goodsAmount: 600_00,
        shippingAmount: 0,
        extrasAmount: 0,
        totalAmount: 600_00,
        vatAmount: 95_80,
        vatRateBp: 1900,
        voucherCode: null,
        charges: [],
        delivery: {
          kind: 'address',
          addressId: randomUUID(),
          address: { salutation: 'female', firstName: 'Erika', lastName: 'Mustermann', street: 'Hauptstraße', houseNumber: '5', addition: '', postalCode: '20095', city: 'Hamburg', country: 'DE' },
          option: 'standard',
        },
        payment: { method: 'instalments', months: 12 },
        protection: null,
        email: 'bench@example.org',
        expectedDeliveryFrom: placedOn,
        expectedDeliveryTo: placedOn,
        idempotencyKey: randomUUID(),
        placedAt: new Date(`${placedOn}T10:00:00Z`),
        awaitsPayment: false,
        testOrder: false,
        lines: [{ sku: sku.split('-')[0]!, variantSku: sku, name: 'Sofa', size: null, colour: null, quantity: 1, unitAmount: 600_00, grossAmount: 600_00, netAmount: 600_00 }],
      });
      const plan = orderBookings({ ...order, tenantId: 'de', placedOn, instalments: { months: 12, monthlyRate: 52_62, lastRate: 52_60, protectionMonthly: 0 } });
      await bookLedgerEntries(tx, shop, [
        ...plan,
        ...[1, 2, 3].map((n) => ({
          customerId: customer.id,
          orderId: order.id,
          kind: 'payment' as const,
          amount: -52_62,
          currency: 'EUR',
          dueOn: null,
          reference: `bank:${order.id}:${n}`,
          textKey: 'bankTransfer',
        })),
      ]);
    });
  }
  return customer.id;
}

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    await migrate(database);
    const db = database.db;
    const shop = testShop('de');

    ctx.log(`money: drawing ${DOCS} invoice PDFs`);
    await timed(20, () => documentPdf(sampleContent, 'de-DE', new Date('2026-11-25T10:00:00Z')));
    const drawn = await timed(DOCS, () => documentPdf(sampleContent, 'de-DE', new Date('2026-11-25T10:00:00Z')));
    const bytes = (await documentPdf(sampleContent, 'de-DE', new Date('2026-11-25T10:00:00Z'))).length;

    const issueCount = Math.max(20, Math.floor(DOCS / 3));
    ctx.log(`money: ${issueCount} shipped orders to invoice`);
    const orderIds = await shippableOrders(db, shop, issueCount);
    await db.execute(sql`create table if not exists bench_inserts (id bigserial primary key, payload text not null)`);
    const plain = await timed(issueCount, () =>
      db.transaction((tx) => tx.execute(sql`insert into bench_inserts (payload) values (${randomBytes(16).toString('hex')})`)),
    );
    const issued = await timed(issueCount, async (i) => {
      const result = await issueInvoice(db, shop, orderIds[i]!, shop.now());
      if (!result.ok || !result.created) throw new Error('invoice not made');
    });

    ctx.log(`money: a customer with ${PLANS} instalment purchases`);
    const customerId = await customerWithPlans(db, shop);
    const entries = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(eq(ledgerEntries.customerId, customerId));
    const ledgerQuery = () =>
      db.select().from(ledgerEntries).where(and(eq(ledgerEntries.tenantId, 'de'), eq(ledgerEntries.customerId, customerId)));
    await timed(20, ledgerQuery);
    await timed(20, () => readPaymentDates(db, shop, customerId));
    const plainReads = await timed(READS, ledgerQuery);
    const dateReads = await timed(READS, () => readPaymentDates(db, shop, customerId));
    const dates = await readPaymentDates(db, shop, customerId);

    return {
      metrics: [
        metric('invoice PDF drawn p95', 'ms', percentile(drawn.latencies, 95), undefined, ({ value }) => budget('p95 ≤ 100 ms', 'value', '<=', 100, value)),
        metric('invoice PDFs drawn per second', '1/s', DOCS / drawn.seconds),
        metric(
          'invoice issued p95 (number, PDF, checksum, stored)',
          'ms',
          percentile(issued.latencies, 95),
          { name: 'plain insert transaction p95', value: percentile(plain.latencies, 95) },
          ({ value }) => budget('p95 ≤ 150 ms', 'value', '<=', 150, value),
        ),
        metric('invoices issued per second', '1/s', issueCount / issued.seconds, { name: 'plain insert transactions/s', value: issueCount / plain.seconds }),
        metric(
          `payment dates read p95, ${PLANS} instalment plans`,
          'ms',
          percentile(dateReads.latencies, 95),
          { name: 'plain ledger query p95 (same entries)', value: percentile(plainReads.latencies, 95) },
          // What the read model adds to reading the rows is what this page owns; the rows' own cost is the ledger's.
          ({ ratio }) => budget('≤ 2 × the plain ledger query', 'ratio', '<=', 2, ratio ?? Infinity),
        ),
        metric(`payment dates read p50, ${PLANS} instalment plans`, 'ms', percentile(dateReads.latencies, 50), {
          name: 'plain ledger query p50',
          value: percentile(plainReads.latencies, 50),
        }),
      ],
      details: {
        database: 'PGlite in memory, in process',
        pdf: { documents: DOCS, bytes, lines: 8, planRates: 12 },
        issued: { documents: issueCount },
        paymentDates: { plans: PLANS, ledgerEntries: entries[0]?.n, reads: READS, upcomingDates: dates.upcoming.length, overdueOrders: dates.overdue.orders.length },
      },
    };
  } finally {
    await database.close();
  }
}
