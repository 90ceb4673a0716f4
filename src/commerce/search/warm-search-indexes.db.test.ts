import { afterAll, beforeAll, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { searchIndexFor } from './engine/search-index-registry';
import { writeFixtureCatalog } from './search-factories';
import { warmSearchIndexes } from './warm-search-indexes';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await writeFixtureCatalog(database.db, 'nl');
});
afterAll(() => database.close());

it('builds the index of every shop and locale, empty shops included', async () => {
  await warmSearchIndexes(database.db);
  const nl = await searchIndexFor(shopContext('nl', 'nl-NL'), database.db);
  const fr = await searchIndexFor(shopContext('ch', 'fr-CH'), database.db);
  expect(nl.size).toBe(22);
  expect(fr.size).toBe(0);
});
