// Placing an order is the shop's hottest write: its round trips are counted here, so one that creeps back in fails
// (docs/orders.md, decisions 0053, 0070 and 0071). Begin and commit are not counted (PGlite runs them outside drizzle's
// logger).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellable } from '@/commerce/basket/basket-factories';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { orderingCustomer } from '@/commerce/order/order-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { placeOrder } from './place-order';

let database: TestDatabase;
let statements: string[] | null = null;
const de = testShop('de', testClock(new Date('2026-11-23T10:00:00Z')));
beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (query) => statements?.push(query) });
});
afterAll(async () => database.close());

/** The statements one invoice order sends, without begin and commit. */
async function statementsOfAnOrder(lineCount: number): Promise<string[]> {
  const lines = [];
  for (let i = 0; i < lineCount; i++)
    lines.push({ variantSku: await sellable(database.db, { price: 2_000 + i, stock: 10 }), quantity: 1 + i });
  const customer = await orderingCustomer(database.db, de, { lines });
  statements = [];
  const result = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
  const sent = statements.filter((s) => !/^\s*(begin|commit|rollback)\b/i.test(s));
  statements = null;
  expect(result).toMatchObject({ ok: true, created: true });
  return sent;
}

describe('placeOrder round trips', () => {
  it('places an invoice order in 5 statements, however many lines it has', async () => {
    const one = await statementsOfAnOrder(1);
    const three = await statementsOfAnOrder(3);
    expect(one).toHaveLength(5);
    expect(three.length).toBe(one.length);
  });

  it('locks the basket alone, then reads everything else ahead in two statements before the first write', async () => {
    const [lock, ofCustomer, ofLines, write] = await statementsOfAnOrder(2);
    expect(lock).toMatch(/from "baskets".*for update$/is);
    // what needs only the customer and the basket: the key's order, the lines, the choices, the customer …
    for (const table of ['orders', 'basket_lines', 'checkout_states', 'premium_memberships', 'customers', 'customer_addresses'])
      expect(ofCustomer).toMatch(new RegExp(`json_agg[\\s\\S]*from "${table}"`));
    // … then what the lines and the choices name: offers, line details, promotions, the address, the credit figures
    for (const table of ['variants', 'media', 'promotions', 'customer_addresses', 'ledger_entries'])
      expect(ofLines).toMatch(new RegExp(`json_agg[\\s\\S]*"?${table}"?`));
    // the order with its number from the sequence (no row lock), its lines and everything written beside it
    expect(write).toMatch(/^with "taken" as \(select nextval\('order_numbers'\)[\s\S]*insert into "order_lines"/);
    expect(write).toMatch(/outbox_events[\s\S]*insert into "orders"/);
    expect(write).not.toMatch(/for update/i);
  });

  it('takes the stock rows last, right before the commit', async () => {
    const sent = await statementsOfAnOrder(2);
    expect(sent.at(-1)).toMatch(/for update[\s\S]*update "?variants"?/i);
    expect(sent.filter((s) => /update "?variants"?/i.test(s))).toHaveLength(1);
    expect(sent.filter((s) => /update "orders"/i.test(s))).toHaveLength(0);
  });
});
