import { beaconLimit } from '@/api/http/limit-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignVariant } from '@/commerce/experiments/experiments';
import { experimentExposures } from '@/commerce/experiments/experiments.schema';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { postExposure } from './exposure-handler';
import { clientAddressHeader } from '@/platform/http/client-address';

const visitorId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const variant = assignVariant('reco-layout', visitorId);
const other = variant === 'grid' ? 'carousel' : 'grid';

const beacon = (body: unknown, { host = 'at.localhost', address = '192.0.2.1' } = {}) =>
  postExposure(
    new Request('http://localhost/api/experiments/exposure', {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', [clientAddressHeader]: address },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/experiments/exposure', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
  });
  afterAll(() => closeDatabase());

  it('stores the exposure with the tenant and a hash instead of the visitor id', async () => {
    const response = await beacon({
      experiment: 'reco-layout',
      variant,
      visitorId,
      page: '/p/sneaker-1234567',
    });
    expect(response.status).toBe(204);
    const rows = await database.db.select().from(experimentExposures);
    expect(rows).toEqual([
      expect.objectContaining({
        tenantId: 'at',
        experiment: 'reco-layout',
        variant,
        page: '/p/sneaker-1234567',
      }),
    ]);
    expect(rows[0]!.visitorHash).toMatch(/^[a-f0-9]{32}$/);
    expect(JSON.stringify(rows)).not.toContain(visitorId);
  });

  it('refuses a variant the visitor is not assigned to, unknown experiments and junk', async () => {
    for (const body of [
      { experiment: 'reco-layout', variant: other, visitorId, page: '/' },
      { experiment: 'price-test', variant: 'a', visitorId, page: '/' },
      { experiment: 'reco-layout', variant, visitorId: 'not-a-uuid', page: '/' },
      { experiment: 'reco-layout', variant, visitorId, page: 'https://evil.example/' },
      { experiment: 'reco-layout', variant, visitorId, page: '/s?q=secret' },
      'x',
    ]) {
      expect((await beacon(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('limits beacons per address', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < beaconLimit.points + 5; i++) statuses.add((await beacon({}, { address: '192.0.2.99' })).status);
    expect(statuses).toEqual(new Set([400, 429]));
  });
});
