import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenants } from '@/commerce/tenant/tenants';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { logger } from '@/platform/logging/logger';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { getDynamicYieldRecommendations } from './dynamic-yield-handler';
import { clientAddressHeader } from '@/platform/http/client-address';

const email = 'a'.repeat(64);
const session = 'sess_4f2a-91';
let address = 1;

function call(
  params: Partial<Record<'type' | 'id' | 'session' | 'hashedEmail', string>>,
  host = 'localhost',
) {
  const full = { type: 'detail-view', id: '8000001', session, hashedEmail: email, ...params };
  const request = new Request(
    `http://localhost/api/dynamicyield/${full.type}/${full.id}/${full.session}/${full.hashedEmail}`,
    {
      headers: { host, [clientAddressHeader]: `203.0.113.${address++}` },
    },
  );
  return getDynamicYieldRecommendations(request, full);
}

describe('GET /api/dynamicyield/{type}/{id}/{session}/{hashedEmail}', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    await addProduct(database.db, { sku: '8000001', name: 'Sneaker Alpha', price: 8_000 });
    await addProduct(database.db, { sku: '8000002', name: 'Sneaker Beta', price: 8_500, struckPrice: 9_900 });
    await addProduct(database.db, {
      sku: '8000003',
      categoryId: 'herren-waesche-socken',
      name: 'Socken 3er',
      price: 1_299,
    });
    await addProduct(database.db, { tenantId: 'ch', sku: '8000009', name: 'Schweizer Schuh' });
  });
  afterAll(() => closeDatabase());

  it('answers the similar products of the detail view with product URLs and prices, cacheable for a short while', async () => {
    const response = await call({});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = await response.json();
    expect(body).toMatchObject({ slot: 'detail-view', sku: '8000001' });
    expect(body.hits).toEqual([
      expect.objectContaining({
        sku: '8000002',
        name: 'Sneaker Beta',
        url: '/p/sneaker-beta-8000002',
        price: { amount: 8_500, currency: 'EUR' },
        struckPrice: { amount: 9_900, currency: 'EUR' },
        image: { path: '/media/test/8000002.webp', width: 600, height: 800 },
      }),
    ]);
  });

  it('answers the add-to-basket slot with what goes with the product', async () => {
    const body = await (await call({ type: 'add-to-basket', session: '-', hashedEmail: '-' })).json();
    expect(body.hits.map((h: { sku: string }) => h.sku)).toEqual(['8000003']);
  });

  it('refuses malformed parts with 400 and never logs the tokens', async () => {
    const lines: unknown[] = [];
    const record = (...args: unknown[]) => void lines.push(args);
    const fake = { info: record, debug: record, warn: record, error: record, child: () => fake };
    vi.spyOn(logger(), 'child').mockReturnValue(
      fake as unknown as ReturnType<ReturnType<typeof logger>['child']>,
    );
    for (const params of [
      { type: 'checkout' },
      { id: '1 OR 1=1' },
      { session: '<script>' },
      { hashedEmail: 'max@example.com' },
    ]) {
      expect((await call(params)).status, JSON.stringify(params)).toBe(400);
    }
    await call({});
    const logged = JSON.stringify(lines);
    expect(logged).toContain('hashedEmail');
    expect(logged).not.toContain(session);
    expect(logged).not.toContain('<script>');
    expect(logged).not.toContain('max@example.com');
    expect(logged).not.toContain(email);
  });

  it('answers 404 for another shop’s product and an unknown one', async () => {
    expect((await call({ id: '8000009' })).status).toBe(404);
    expect((await call({ id: '9999999' })).status).toBe(404);
  });

  it('answers 404 when the tenant has dynamicYield off', async () => {
    const flags = tenants.de.flags;
    tenants.de.flags = { ...flags, dynamicYield: false };
    try {
      expect((await call({})).status).toBe(404);
    } finally {
      tenants.de.flags = flags;
    }
  });
});
