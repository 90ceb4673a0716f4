// `npm run ops -- <command>`: the order operations an ERP does through the integration API, for demos and support,
// through the same use cases. Opens the database of the environment like `npm run seed`: DATABASE_URL (works beside
// the running app), else the embedded one in DATA_DIR — then the app must be stopped first (one owner).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { integrationKeys } from '../src/api/integration/integration-auth';
import { openAmountOfOrder } from '../src/commerce/account-ledger/open-amounts';
import { findCustomerByNumber } from '../src/commerce/customer/customer-store';
import { issuePendingDocuments } from '../src/commerce/invoicing/issue-documents';
import { issueGoodwillVoucher } from '../src/commerce/promotion/issue-goodwill-voucher';
import { cancelUnpaidOrders } from '../src/commerce/order/cancel-unpaid-orders';
import { carryOutDueDeletions } from '../src/commerce/privacy/delete-account';
import { changeOrderStatus } from '../src/commerce/order/change-order-status';
import type { OrderChangeResult } from '../src/commerce/order/change-order';
import { orderPayments } from '../src/commerce/payment/order-payments';
import { listOrders } from '../src/commerce/order/list-orders';
import { orderStatuses, type OrderStatus } from '../src/commerce/order/order.schema';
import { findOrderByNumber, linesOfOrder } from '../src/commerce/order/order-store';
import { recordShipment } from '../src/commerce/order/record-shipment';
import { returnOrderLines } from '../src/commerce/order/return-order-lines';
import { setStock } from '../src/commerce/order/set-stock';
import { issuePaylink } from '../src/commerce/payment/issue-paylink';
import { dueSubscribers } from '../src/commerce/newsletter/newsletter-due';
import { frequencyNames } from '../src/commerce/newsletter/newsletter-input';
import { localDay } from '../src/commerce/kernel/local-day';
import { shopContext, type ShopContext } from '../src/commerce/tenant/shop-context';
import { getTenant, isTenantKey, tenantKeys, type TenantKey } from '../src/commerce/tenant/tenants';
import { EnvError, env } from '../src/platform/config/env';
import { migrate, pgliteDir } from '../src/platform/db/client';
import { closeDatabase, getDatabase } from '../src/platform/db/database';
import { requestRevalidation } from './ops-revalidate';
import { findTicketByNumber, listTickets } from '../src/commerce/contact/contact-store';
import { savedName, ticketLine, ticketReport } from '../src/commerce/contact/ticket-report';

const USAGE = `usage: npm run ops -- <command> [options]

  list [--tenant de] [--status placed] [--page 1]     orders of a shop, newest first
  show <orderNumber>                                   an order with its lines and open amount
  status <orderNumber> <status>                        move an order (${orderStatuses.join(', ')})
  ship <orderNumber> <carrier> <trackingNumber>        record the shipment (status shipped), make the invoice
  return <orderNumber> <lineNo>:<qty>[,<lineNo>:<qty>] [--reference R-1]
                                                       goods came back: credit, stock, status
  stock <variantSku> <stock> [--tenant de]             set a variant's stock
  cancel-unpaid                                        cancel card/PayPal orders past their payment deadline
  deletions                                            carry out confirmed account deletions nothing holds back
  paylink <orderNumber>                                a payment link for the order's open amount
  goodwill <customerNumber> <amount> [--tenant de] [--days 90]
                                                       a goodwill voucher (amount in minor units) for one customer,
                                                       listed under "my vouchers"
  newsletter-due [YYYY-MM-DD] [--tenant de]            who gets the newsletter that day (default today):
                                                       active, not paused, frequency's send day (decision 0026)
  tickets [--tenant de]                                contact requests of a shop, newest first (50)
  ticket <number> [--tenant de] [--save DIR]           one request with every field and its pictures; --save
                                                       writes the pictures to DIR as <number>-<n>.<ext>

  --server http://127.0.0.1:3000                       the running app, asked to revalidate the cached pages of
                                                       changed stock (stock, status cancelled, return,
                                                       cancel-unpaid); default http://127.0.0.1:$PORT

The tenant of an order follows from its number (DE-2026-000123 → de).
Uses DATABASE_URL, else the embedded database in DATA_DIR: stop a running app first (the embedded database has
one owner); with DATABASE_URL the app may keep running.`;

class UsageError extends Error {}

function shopOf(tenant: string): ShopContext {
  if (!isTenantKey(tenant))
    throw new UsageError(`unknown tenant ${tenant}; the tenants are ${tenantKeys.join(', ')}`);
  return shopContext(tenant, getTenant(tenant).locales[0]);
}

const shopOfOrder = (orderNumber: string) => shopOf(orderNumber.slice(0, 2).toLowerCase() as TenantKey);

/** A demo shop's simulated payment: said on every line about the order, so nobody ships it. */
const testMark = (o: { testOrder: boolean }) => (o.testOrder ? '  TEST ORDER (simulated payment, do not ship)' : '');

function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`missing ${what}`);
  return value;
}

function report(result: OrderChangeResult) {
  if (!result.ok)
    throw new Error(`refused: ${result.code}${result.status ? ` (order is ${result.status})` : ''}`);
  const o = result.order;
  console.log(`${o.orderNumber}  ${o.status}${o.carrier ? `  ${o.carrier} ${o.trackingNumber}` : ''}${testMark(o)}`);
}

/** The invoice or credit note a shipment or return asked for, made now and named (decision 0033). */
async function reportDocuments(db: Parameters<typeof issuePendingDocuments>[0], shop: ShopContext, result: OrderChangeResult) {
  if (!result.ok) return;
  for (const d of await issuePendingDocuments(db, shop, result.order.id))
    console.log(`  ${d.kind === 'invoice' ? 'invoice' : 'credit note'} ${d.documentNumber}`);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      tenant: { type: 'string', default: 'de' },
      status: { type: 'string' },
      page: { type: 'string' },
      reference: { type: 'string' },
      server: { type: 'string' },
      save: { type: 'string' },
      days: { type: 'string', default: '90' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const config = env();
  console.error(
    config.DATABASE_URL
      ? '[ops] PostgreSQL from DATABASE_URL'
      : `[ops] embedded database in ${pgliteDir(config.DATA_DIR)}`,
  );
  const database = await getDatabase();
  await migrate(database);
  const db = database.db;
  const keys = integrationKeys(config);
  const serverUrl = values.server ?? `http://127.0.0.1:${config.PORT}`;
  /** Stock changed in these shops' variants: the server revalidates the pages showing them. */
  const revalidate = async (shop: ShopContext, variantSkus: string[]) =>
    console.log(await requestRevalidation({ serverUrl, key: keys[shop.tenant.key], variantSkus }));
  const variantsOfOrder = async (shop: ShopContext, number: string) => {
    const order = await findOrderByNumber(db, shop, number);
    return order ? (await linesOfOrder(db, shop, order.id)).map((l) => l.variantSku) : [];
  };

  switch (command) {
    case 'list': {
      const status = values.status as OrderStatus | undefined;
      if (status && !orderStatuses.includes(status)) throw new UsageError(`unknown status ${status}`);
      const page = await listOrders(db, shopOf(values.tenant!), { status, page: Number(values.page ?? 1) });
      for (const o of page.orders)
        console.log(
          `${o.orderNumber}  ${o.status.padEnd(16)} ${o.placedAt.toISOString()}  ${(o.totalAmount / 100).toFixed(2)} ${o.currency}  ${o.payment.method}${testMark(o)}`,
        );
      if (page.orders.length === 0) console.log('(no orders)');
      if (page.hasMore) console.log(`… more on --page ${page.page + 1}`);
      return;
    }
    case 'show': {
      const number = need(args[0], 'order number');
      const shop = shopOfOrder(number);
      const order = await findOrderByNumber(db, shop, number);
      if (!order) throw new Error(`no order ${number}`);
      if (order.testOrder) console.log(testMark(order).trim());
      console.log(
        JSON.stringify(
          { ...order, withdrawalTokenHash: order.withdrawalTokenHash ? '(set)' : null },
          null,
          2,
        ),
      );
      for (const l of await linesOfOrder(db, shop, order.id))
        console.log(
          `  #${l.lineNo} ${l.quantity} × ${l.variantSku} ${l.name} (${l.variantLabel})  returned ${l.returnedQuantity}`,
        );
      console.log(
        `open amount: ${((await openAmountOfOrder(db, shop, order.id)) / 100).toFixed(2)} ${order.currency}`,
      );
      return;
    }
    case 'status': {
      const number = need(args[0], 'order number');
      const status = need(args[1], 'status') as OrderStatus;
      if (!orderStatuses.includes(status)) throw new UsageError(`unknown status ${status}`);
      const shop = shopOfOrder(number);
      report(await changeOrderStatus(db, shop, number, { status, source: 'ops' }, orderPayments));
      // Cancelling puts the goods of an order that was not yet shipped back into stock.
      if (status === 'cancelled') await revalidate(shop, await variantsOfOrder(shop, number));
      return;
    }
    case 'ship': {
      const number = need(args[0], 'order number');
      const shipped = await recordShipment(db, shopOfOrder(number), number, {
        carrier: need(args[1], 'carrier'),
        trackingNumber: need(args[2], 'tracking number'),
        source: 'ops',
      });
      report(shipped);
      return reportDocuments(db, shopOfOrder(number), shipped);
    }
    case 'return': {
      const number = need(args[0], 'order number');
      const items = need(args[1], 'lines (lineNo:qty,…)')
        .split(',')
        .map((pair) => {
          const [lineNo, quantity] = pair.split(':').map(Number);
          if (!Number.isInteger(lineNo) || !Number.isInteger(quantity) || quantity! < 1)
            throw new UsageError(`bad line ${pair}`);
          return { lineNo: lineNo!, quantity: quantity! };
        });
      const shop = shopOfOrder(number);
      const returned = await returnOrderLines(db, shop, number, {
        items,
        reference: values.reference ?? `ops-${Date.now()}`,
        source: 'ops',
      }, orderPayments);
      report(returned);
      await reportDocuments(db, shop, returned);
      await revalidate(shop, await variantsOfOrder(shop, number));
      return;
    }
    case 'stock': {
      const stock = Number(need(args[1], 'stock'));
      if (!Number.isInteger(stock) || stock < 0) throw new UsageError('stock must be a whole number ≥ 0');
      const shop = shopOf(values.tenant!);
      const variantSku = need(args[0], 'variant sku');
      const result = await setStock(db, shop, [{ variantSku, stock }]);
      if (!result.ok) throw new Error(`refused: ${result.code} ${result.skus.join(', ')}`);
      console.log(`${variantSku}: stock ${stock}`);
      await revalidate(shop, [variantSku]);
      return;
    }
    case 'cancel-unpaid': {
      const cancelled = await cancelUnpaidOrders(db, new Date(), orderPayments);
      console.log(cancelled.length ? `cancelled ${cancelled.join(', ')}` : 'nothing to cancel');
      for (const number of cancelled) {
        const shop = shopOfOrder(number);
        await revalidate(shop, await variantsOfOrder(shop, number));
      }
      return;
    }
    case 'deletions': {
      const done = await carryOutDueDeletions(db);
      console.log(done ? `${done} account deletion(s) carried out` : 'no account deletion due');
      return;
    }
    case 'paylink': {
      const number = need(args[0], 'order number');
      const link = await issuePaylink(db, shopOfOrder(number), number);
      if (!link.ok) throw new Error(link.code === 'ORDER_NOT_FOUND' ? `no order ${number}` : `${number} has nothing open`);
      console.log(`${(link.amount / 100).toFixed(2)} ${link.currency} open — ${link.url}`);
      return;
    }
    case 'goodwill': {
      const shop = shopOf(values.tenant!);
      const customer = await findCustomerByNumber(db, shop.tenant.key, need(args[0], 'customer number'));
      if (!customer) throw new Error(`no customer ${args[0]} in ${values.tenant}`);
      const amount = Number(need(args[1], 'amount'));
      const days = Number(values.days);
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new UsageError('amount must be a whole number of minor units > 0');
      if (!Number.isInteger(days) || days < 1 || days > 1095) throw new UsageError('--days must be 1–1095');
      const voucher = await issueGoodwillVoucher(db, shop, customer.id, { amount, validDays: days });
      console.log(`${voucher.code}  ${(amount / 100).toFixed(2)} ${shop.currency}  valid until ${voucher.validUntil.toISOString()}`);
      return;
    }
    case 'tickets': {
      const tickets = await listTickets(db, shopOf(values.tenant!).tenant.key);
      for (const ticket of tickets) console.log(ticketLine(ticket));
      if (tickets.length === 0) console.log('(no contact requests)');
      return;
    }
    case 'ticket': {
      const number = need(args[0], 'ticket number');
      const found = await findTicketByNumber(db, shopOf(values.tenant!).tenant.key, number);
      if (!found) throw new Error(`no ticket ${number} in ${values.tenant}`);
      console.log(ticketReport(found.ticket, found.attachments));
      if (values.save) {
        await mkdir(values.save, { recursive: true });
        for (const attachment of found.attachments) {
          const file = path.join(values.save, savedName(found.ticket, attachment));
          await writeFile(file, attachment.bytes);
          console.log(`saved ${file}`);
        }
      }
      return;
    }
    case 'newsletter-due': {
      const shop = shopOf(values.tenant!);
      const day = args[0] ?? localDay(shop);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) throw new UsageError(`not a day: ${day}`);
      const due = await dueSubscribers(db, shop.tenant.key, day);
      for (const d of due)
        console.log(
          `${d.email}  ${d.locale}  ${(frequencyNames as Record<number, string>)[d.frequency] ?? d.frequency}  ${d.brands.join(',')}${d.personalised ? '' : '  not personalised'}`,
        );
      console.log(`${due.length} due on ${day} (${shop.tenant.key})`);
      return;
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    if (error instanceof EnvError) console.error(`${error.message}\nSee "Configuration" in README.md.`);
    else console.error(`[ops] ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
