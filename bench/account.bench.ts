// account — the account's reads for a customer with 200 orders: the overview's queries (what is on its way, return
// credits, registered returns, open items, addresses, premium — as src/features/account/account-overview.tsx runs them) and the orders
// page (first ten, and the "returned" filter with its subquery), p95 server-side data time, next to the plain order
// query (the customer's newest ten by the orders_customer_idx index) as the baseline. In-memory PGlite.
// BENCH_ACCOUNT_ORDERS sets the orders (default 200), BENCH_ACCOUNT_ROUNDS the measured rounds (default 200).
import { randomUUID } from 'node:crypto';
import { listAddresses } from '../src/commerce/address-book/address-store';
import { openItemsOf } from '../src/commerce/account-ledger/open-amounts';
import { sellable } from '../src/commerce/basket/basket-factories';
import { placeOrder } from '../src/commerce/checkout/place-order';
import { testShop } from '../src/commerce/customer/customer-factories';
import { findCustomerById } from '../src/commerce/customer/customer-store';
import { customerOrderPage, shipmentsUnderway } from '../src/commerce/order/customer-order-list';
import { fillBasket, orderingCustomer } from '../src/commerce/order/order-factories';
import { updateCheckoutState } from '../src/commerce/checkout/checkout-state-store';
import { customerOrders } from '../src/commerce/order/order-store';
import { returnCreditsOf } from '../src/commerce/order/return-credits';
import { returnsInProgress } from '../src/commerce/returns/returns-store';
import { currentPremiumMembership } from '../src/commerce/premium/is-premium-member';
import { migrate, openDatabase } from '../src/platform/db/client';
import { budget, metric, type BenchContext, type BenchOutcome } from './support/types';

const ORDERS = Number(process.env.BENCH_ACCOUNT_ORDERS ?? 200);
const ROUNDS = Number(process.env.BENCH_ACCOUNT_ROUNDS ?? 200);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(rounds: number, job: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 10; i++) await job(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await job();
    samples.push(performance.now() - t);
  }
  return samples;
}

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    await migrate(database);
    const db = database.db;
    const shop = testShop('de');
    const sku = await sellable(db, { price: 2_500, stock: 1_000_000 });
    const lines = [{ variantSku: sku, quantity: 1 }];
    // PayPal: the credit check would stop a customer with 200 open invoices.
    const customer = await orderingCustomer(db, shop, { lines, payment: { method: 'paypal' } });
    ctx.log(`account: placing ${ORDERS} orders for one customer`);
    const [address] = await listAddresses(db, shop, customer.id);
    const { id: addressId, isDefault: _default, ...postal } = address!;
    for (let i = 0; i < ORDERS; i++) {
      if (i > 0) {
        // The same address again (the factory would add one per order, and the book holds 20).
        await fillBasket(db, shop, customer.id, lines);
        await updateCheckoutState(db, shop, customer.id, () => ({
          delivery: { kind: 'address', addressId, address: postal, option: 'standard' },
          payment: { method: 'paypal' },
          protection: null,
          premium: 'declined',
        }));
      }
      const placed = await placeOrder(db, shop, customer, { idempotencyKey: randomUUID() });
      if (!placed.ok) throw new Error(placed.code);
    }

    const overview = () =>
      Promise.all([
        findCustomerById(db, shop.tenant.key, customer.id),
        shipmentsUnderway(db, shop, customer.id),
        returnCreditsOf(db, shop, customer.id),
        returnsInProgress(db, shop, customer.id),
        openItemsOf(db, shop, customer.id),
        listAddresses(db, shop, customer.id),
        currentPremiumMembership(db, shop, customer.id),
      ]);
    ctx.log(`account: ${ROUNDS} rounds each`);
    const plain = await timed(ROUNDS, () => customerOrders(db, shop, customer.id, 10));
    const list = await timed(ROUNDS, () => customerOrderPage(db, shop, customer.id, { filter: 'all', shown: 10 }));
    const returned = await timed(ROUNDS, () => customerOrderPage(db, shop, customer.id, { filter: 'returned', shown: 10 }));
    const over = await timed(ROUNDS, overview);
    const baseline = { name: 'plain order query p95 (newest 10)', value: percentile(plain, 95) };
    const limit = (value: number) => budget('p95 ≤ 50 ms on PGlite', 'value', '<=', 50, value);
    return {
      metrics: [
        metric('orders page p95 (newest 10 of 200)', 'ms', percentile(list, 95), baseline, ({ value }) => limit(value)),
        metric('orders page, returned filter p95', 'ms', percentile(returned, 95), baseline, ({ value }) => limit(value)),
        metric('overview reads p95', 'ms', percentile(over, 95), baseline, ({ value }) => limit(value)),
      ],
      details: { orders: ORDERS, rounds: ROUNDS, database: 'pglite-memory', p50: { plain: percentile(plain, 50), list: percentile(list, 50), overview: percentile(over, 50) } },
    };
  } finally {
    await database.close();
  }
}
