// The ERP's stock changes reach the cached pages at once: the product's page and the listings showing it are
// revalidated by tag (revalidate-tags.ts is the one module that calls Next's revalidateTag; spied on here).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sellable } from '@/commerce/basket/basket-factories';
import { addCategories } from '@/commerce/catalog/catalog-factories';
import { categories } from '@/commerce/catalog/catalog.schema';
import { testShop } from '@/commerce/customer/customer-factories';
import { orderingCustomer } from '@/commerce/order/order-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import { revalidateTags } from '@/platform/cache/revalidate-tags';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { integrationKeys } from './integration-auth';
import {
  postRevalidateEndpoint,
  postShipmentEndpoint,
  postStatusEndpoint,
  putStockEndpoint,
} from './integration-endpoints';

vi.mock('@/platform/cache/revalidate-tags', () => ({ revalidateTags: vi.fn() }));

let database: TestDatabase;
const keys = integrationKeys();
const de = testShop('de');

beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  await addCategories(database.db, 'de', [
    { id: 'schuhe', parentId: null, idPath: 'schuhe' },
    { id: 'schuhe-damen', parentId: 'schuhe', idPath: 'schuhe/schuhe-damen' },
    { id: 'schuhe-damen-sneaker', parentId: 'schuhe-damen', idPath: 'schuhe/schuhe-damen/schuhe-damen-sneaker' },
    { id: 'jacken', parentId: null, idPath: 'jacken' },
  ]);
  await database.db.insert(categories).values({ tenantId: 'de', id: 'sale', parentId: null, idPath: 'sale', rule: 'sale' });
});
afterAll(() => closeDatabase());
beforeEach(() => vi.mocked(revalidateTags).mockClear());

async function call(
  handler: (request: Request, orderNumber: string) => Promise<Response>,
  body: unknown,
  { method = 'POST', key = keys.de, orderNumber = '' }: { method?: string; key?: string; orderNumber?: string } = {},
) {
  const request = new Request('http://localhost:3000/api/integration/v1/x', {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const response = await handler(request, orderNumber);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const revalidated = () => vi.mocked(revalidateTags).mock.calls.flatMap(([tags]) => [...tags]);

describe('stock changes through the ERP API', () => {
  it('revalidates the product page and the listings of its category, the categories above and the sale', async () => {
    const variantSku = await sellable(database.db, { stock: 3 });
    const sku = variantSku.replace(/-1$/, '');

    expect((await call(putStockEndpoint, { items: [{ variantSku, stock: 0 }] }, { method: 'PUT' })).status).toBe(200);

    expect(revalidateTags).toHaveBeenCalledOnce();
    expect(new Set(revalidated())).toEqual(
      new Set([
        `product:${sku}`,
        'category:schuhe',
        'category:schuhe-damen',
        'category:schuhe-damen-sneaker',
        'category:sale',
      ]),
    );
  });

  it('revalidates nothing when the stock list is refused, and never another shop’s products', async () => {
    const variantSku = await sellable(database.db, { stock: 3 });
    const refused = await call(putStockEndpoint, { items: [{ variantSku, stock: 1 }, { variantSku: 'nope-1', stock: 1 }] }, { method: 'PUT' });
    expect(refused.status).toBe(422);
    expect(revalidateTags).not.toHaveBeenCalled();

    const atVariant = await sellable(database.db, { stock: 3, tenantId: 'at' });
    const foreign = await call(postRevalidateEndpoint, { variantSkus: [atVariant] });
    expect(foreign.body).toEqual({ revalidated: [] });
    expect(revalidated()).toEqual([]);
  });

  it('revalidates the order’s products when a cancellation puts the goods back, not when it is shipped', async () => {
    const variantSku = await sellable(database.db, { stock: 10 });
    const sku = variantSku.replace(/-1$/, '');
    const order = async () => {
      const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 1 }] });
      const placed = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
      if (!placed.ok) throw new Error(placed.code);
      return placed.order.orderNumber;
    };

    const shipped = await order();
    await call(postStatusEndpoint, { status: 'in-fulfilment' }, { orderNumber: shipped });
    await call(postShipmentEndpoint, { carrier: 'DHL', trackingNumber: 'T1' }, { orderNumber: shipped });
    expect(revalidated()).not.toContain(`product:${sku}`);

    const cancelled = await order();
    expect((await call(postStatusEndpoint, { status: 'cancelled' }, { orderNumber: cancelled })).status).toBe(200);
    expect(revalidated()).toContain(`product:${sku}`);
  });
});

describe('the revalidate endpoint (ops CLI, CMS publish hook)', () => {
  it('revalidates the variants’ pages and the shop’s own content files, and refuses another shop’s files', async () => {
    const variantSku = await sellable(database.db, { stock: 3 });
    const sku = variantSku.replace(/-1$/, '');
    const ok = await call(postRevalidateEndpoint, { variantSkus: [variantSku], contentPaths: ['de/de-DE/pages/agb.json'] });
    expect(ok.status).toBe(200);
    expect(ok.body.revalidated).toEqual(expect.arrayContaining([`product:${sku}`, 'content:de/de-DE/pages/agb.json']));
    expect(revalidated()).toEqual(expect.arrayContaining([`product:${sku}`, 'content:de/de-DE/pages/agb.json']));

    vi.mocked(revalidateTags).mockClear();
    const foreign = await call(postRevalidateEndpoint, { contentPaths: ['at/de-AT/pages/agb.json'] });
    expect(foreign.status).toBe(400);
    const unsafe = await call(postRevalidateEndpoint, { contentPaths: ['de/../secrets.json'] });
    expect(unsafe.status).toBe(400);
    const nothing = await call(postRevalidateEndpoint, {});
    expect(nothing.status).toBe(400);
    const stranger = await call(postRevalidateEndpoint, { variantSkus: [variantSku] }, { key: 'x'.repeat(32) });
    expect(stranger.status).toBe(401);
    expect(revalidateTags).not.toHaveBeenCalled();
  });
});
