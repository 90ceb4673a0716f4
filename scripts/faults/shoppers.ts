// Shoppers ready to order, written straight into the database the shop runs on: a customer with an address, a
// basket and every checkout step chosen (the order factories), and a logged-in session whose cookies the script
// sends. Orders then go through the real HTTP endpoint, as a browser's checkout places them.
import { randomUUID } from 'node:crypto';
import { sellable } from '../../src/commerce/basket/basket-factories';
import { orderingCustomer } from '../../src/commerce/order/order-factories';
import { shopContext } from '../../src/commerce/tenant/shop-context';
import { createSession } from '../../src/platform/auth/session-store';
import { identityCookies } from '../../src/platform/auth/login-state';
import type { Db } from '../../src/platform/db/client';
import { csrfHeader } from '../../src/platform/http/csrf-header';
import type { Answer } from './http';

export interface Shopper {
  cookie: string;
  idempotencyKey: string;
}

export async function readyShoppers(db: Db, count: number): Promise<Shopper[]> {
  const shop = shopContext('de', 'de-DE', () => new Date());
  const sku = await sellable(db, { tenantId: 'de', sku: `fault-${randomUUID().slice(0, 8)}`, price: 4_990, stock: 1_000_000 });
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const customer = await orderingCustomer(db, shop, { lines: [{ variantSku: sku, quantity: 1 }] });
    const session = await createSession(db, 'de', customer.id, new Date());
    shoppers.push({
      cookie: `${identityCookies.session}=${session.secrets.session}; ${identityCookies.device}=${session.secrets.device}`,
      idempotencyKey: randomUUID(),
    });
  }
  return shoppers;
}

/** The headers of an order POST from the shop's own checkout. */
export const orderHeaders = (shopper: Shopper) => ({
  cookie: shopper.cookie,
  [csrfHeader]: '1',
  'content-type': 'application/json',
});

export const orderBody = (shopper: Shopper) => JSON.stringify({ idempotencyKey: shopper.idempotencyKey });

/** The order number of an acknowledged order (201 placed, 200 the same key again), else null. */
export function acknowledged(answer: Answer): string | null {
  if (answer.status !== 201 && answer.status !== 200) return null;
  return (JSON.parse(answer.body) as { order: { orderNumber: string } }).order.orderNumber;
}
