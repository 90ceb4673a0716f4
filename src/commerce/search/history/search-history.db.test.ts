import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContext, type ShopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { SearchError } from '../errors';
import { addSearchTerm } from './add-search-term';
import { clearSearchHistory } from './clear-search-history';
import { deleteSearchTerm } from './delete-search-term';
import { joinSearchHistory } from './join-search-history';
import { listSearchHistory } from './list-search-history';
import { HISTORY_KEEP, type SearchOwner } from './search-history';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let clock = Date.UTC(2026, 10, 1);
const shop = (tenant: 'de' | 'at' = 'de'): ShopContext => shopContext(tenant, tenant === 'de' ? 'de-DE' : 'de-AT', () => new Date((clock += 1000)));
const visitor = (id: string): SearchOwner => ({ kind: 'visitor', id });
const terms = async (owner: SearchOwner, s = shop()) => (await listSearchHistory(database.db, s, owner)).map((e) => e.term);

describe('search history', () => {
  it('lists terms newest first and moves a repeated term to the top, in its newest spelling', async () => {
    const owner = visitor('v-order');
    await addSearchTerm(database.db, shop(), owner, 'Sneaker');
    await addSearchTerm(database.db, shop(), owner, 'Sofa');
    await addSearchTerm(database.db, shop(), owner, '  SNEAKER ');
    expect(await terms(owner)).toEqual(['SNEAKER', 'Sofa']);
  });

  it('keeps only the newest entries', async () => {
    const owner = visitor('v-cap');
    for (let i = 1; i <= HISTORY_KEEP + 5; i++) await addSearchTerm(database.db, shop(), owner, `Begriff ${i}`);
    const list = await terms(owner);
    expect(list).toHaveLength(HISTORY_KEEP);
    expect(list[0]).toBe(`Begriff ${HISTORY_KEEP + 5}`);
    expect(list.at(-1)).toBe('Begriff 6');
  });

  it('refuses an empty term and stores terms cleaned', async () => {
    const owner = visitor('v-clean');
    await expect(addSearchTerm(database.db, shop(), owner, '   ')).rejects.toEqual(new SearchError('SEARCH_TERM_EMPTY'));
    await addSearchTerm(database.db, shop(), owner, '<b>Sofa</b>\u0000');
    expect(await terms(owner)).toEqual(['b Sofa /b']);
  });

  it('deletes one term in any spelling, and all terms', async () => {
    const owner = visitor('v-delete');
    for (const term of ['Sneaker', 'Sofa', 'Lampe']) await addSearchTerm(database.db, shop(), owner, term);
    await deleteSearchTerm(database.db, shop(), owner, 'sofa');
    expect(await terms(owner)).toEqual(['Lampe', 'Sneaker']);
    await clearSearchHistory(database.db, shop(), owner);
    expect(await terms(owner)).toEqual([]);
  });

  it('keeps histories apart by owner and by tenant', async () => {
    await addSearchTerm(database.db, shop('de'), visitor('v-a'), 'Nur A');
    await addSearchTerm(database.db, shop('at'), visitor('v-a'), 'Nur AT');
    await addSearchTerm(database.db, shop('de'), visitor('v-b'), 'Nur B');
    expect(await terms(visitor('v-a'))).toEqual(['Nur A']);
    expect(await terms(visitor('v-a'), shop('at'))).toEqual(['Nur AT']);
    await clearSearchHistory(database.db, shop('de'), visitor('v-b'));
    expect(await terms(visitor('v-a'))).toEqual(['Nur A']);
  });

  it('joins a visitor’s history into the customer’s at login without repeats', async () => {
    const customer: SearchOwner = { kind: 'customer', id: 'c-1' };
    await addSearchTerm(database.db, shop(), customer, 'Jacke');
    await addSearchTerm(database.db, shop(), customer, 'Sofa');
    await addSearchTerm(database.db, shop(), visitor('v-join'), 'sofa');
    await addSearchTerm(database.db, shop(), visitor('v-join'), 'Lampe');
    await joinSearchHistory(database.db, shop(), 'v-join', 'c-1');
    expect(await terms(customer)).toEqual(['Lampe', 'sofa', 'Jacke']);
    expect(await terms(visitor('v-join'))).toEqual([]);
  });

  it('caps the joined history', async () => {
    for (let i = 0; i < HISTORY_KEEP; i++) await addSearchTerm(database.db, shop(), { kind: 'customer', id: 'c-2' }, `Alt ${i}`);
    for (let i = 0; i < 5; i++) await addSearchTerm(database.db, shop(), visitor('v-join2'), `Neu ${i}`);
    await joinSearchHistory(database.db, shop(), 'v-join2', 'c-2');
    const list = await terms({ kind: 'customer', id: 'c-2' });
    expect(list).toHaveLength(HISTORY_KEEP);
    expect(list.slice(0, 5)).toEqual(['Neu 4', 'Neu 3', 'Neu 2', 'Neu 1', 'Neu 0']);
  });
});
