import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { categories, categoryTexts } from './catalog.schema';
import { findCategoryByPath, slugPathOf } from './find-category-by-path';

// A tiny tree on the Swiss shop (two languages) and one category of the same id on the German shop:
// damen → damen-schuhe → damen-schuhe-sneaker, with a sibling damen-kleider under damen.
describe('findCategoryByPath', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.insert(categories).values([
      { tenantId: 'ch', id: 'damen', parentId: null, idPath: 'damen', position: 0 },
      { tenantId: 'ch', id: 'damen-schuhe', parentId: 'damen', idPath: 'damen/damen-schuhe', position: 2 },
      { tenantId: 'ch', id: 'damen-kleider', parentId: 'damen', idPath: 'damen/damen-kleider', position: 1 },
      { tenantId: 'ch', id: 'damen-schuhe-sneaker', parentId: 'damen-schuhe', idPath: 'damen/damen-schuhe/damen-schuhe-sneaker', position: 0 },
      { tenantId: 'ch', id: 'damen-schuhe-pumps', parentId: 'damen-schuhe', idPath: 'damen/damen-schuhe/damen-schuhe-pumps', position: 1 },
      { tenantId: 'de', id: 'damen', parentId: null, idPath: 'damen', position: 0 },
    ]);
    const text = (categoryId: string, locale: string, name: string, slugPath: string, tenantId = 'ch') => ({ tenantId, categoryId, locale, name, slugPath });
    await db.insert(categoryTexts).values([
      text('damen', 'de-CH', 'Damen', 'damen'),
      text('damen', 'fr-CH', 'Femme', 'femme'),
      text('damen-schuhe', 'de-CH', 'Schuhe', 'damen/schuhe'),
      text('damen-schuhe', 'fr-CH', 'Chaussures', 'femme/chaussures'),
      text('damen-kleider', 'de-CH', 'Kleider', 'damen/kleider'),
      text('damen-kleider', 'fr-CH', 'Robes', 'femme/robes'),
      text('damen-schuhe-sneaker', 'de-CH', 'Sneaker', 'damen/schuhe/sneaker'),
      text('damen-schuhe-sneaker', 'fr-CH', 'Baskets', 'femme/chaussures/baskets'),
      // Only in German: left out of the French sub-navigation.
      text('damen-schuhe-pumps', 'de-CH', 'Pumps', 'damen/schuhe/pumps'),
      { ...text('damen', 'de-DE', 'Damenmode', 'damen', 'de'), description: 'Alles für Damen.' },
    ]);
  });
  afterAll(() => database?.close());

  it('finds a nested category with its ancestors in order and its slug path in each locale of the tenant', async () => {
    const category = await findCategoryByPath(database.db, shopContext('ch', 'de-CH'), ['damen', 'schuhe', 'sneaker']);
    expect(category).toEqual({
      id: 'damen-schuhe-sneaker',
      name: 'Sneaker',
      slugPath: 'damen/schuhe/sneaker',
      description: null,
      rule: null,
      ancestors: [
        { id: 'damen', name: 'Damen', slugPath: 'damen' },
        { id: 'damen-schuhe', name: 'Schuhe', slugPath: 'damen/schuhe' },
      ],
      children: [],
      slugPaths: { 'de-CH': 'damen/schuhe/sneaker', 'fr-CH': 'femme/chaussures/baskets' },
    });
  });

  it('lists the children by position, in the locale of the shop', async () => {
    const german = await findCategoryByPath(database.db, shopContext('ch', 'de-CH'), ['damen']);
    expect(german?.children.map((c) => c.name)).toEqual(['Kleider', 'Schuhe']);
    const french = await findCategoryByPath(database.db, shopContext('ch', 'fr-CH'), ['femme', 'chaussures']);
    expect(french).toMatchObject({ name: 'Chaussures', ancestors: [{ name: 'Femme', slugPath: 'femme' }] });
    expect(french?.children).toEqual([{ id: 'damen-schuhe-sneaker', name: 'Baskets', slugPath: 'femme/chaussures/baskets' }]);
  });

  it("answers with the tenant's own texts only", async () => {
    const category = await findCategoryByPath(database.db, shopContext('de', 'de-DE'), ['damen']);
    expect(category).toMatchObject({ name: 'Damenmode', description: 'Alles für Damen.', children: [], slugPaths: { 'de-DE': 'damen' } });
    // The Swiss subtree is no part of the German shop, and the Austrian shop has no categories at all.
    expect(await findCategoryByPath(database.db, shopContext('de', 'de-DE'), ['damen', 'schuhe'])).toBeNull();
    expect(await findCategoryByPath(database.db, shopContext('at', 'de-AT'), ['damen'])).toBeNull();
  });

  it('does not find a slug of another locale of the same tenant', async () => {
    expect(await findCategoryByPath(database.db, shopContext('ch', 'fr-CH'), ['damen'])).toBeNull();
    expect(await findCategoryByPath(database.db, shopContext('ch', 'de-CH'), ['femme'])).toBeNull();
  });

  it('matches upper-case and percent-encoded segments, and is null for unknown or malformed paths', async () => {
    const shop = shopContext('ch', 'de-CH');
    expect((await findCategoryByPath(database.db, shop, ['Damen', 'SCHUHE']))?.id).toBe('damen-schuhe');
    expect((await findCategoryByPath(database.db, shop, ['dam%65n']))?.id).toBe('damen');
    expect(await findCategoryByPath(database.db, shop, ['damen', 'taschen'])).toBeNull();
    expect(await findCategoryByPath(database.db, shop, ['damen', '%E0%A4%A'])).toBeNull();
    expect(await findCategoryByPath(database.db, shop, [])).toBeNull();
    expect(await findCategoryByPath(database.db, shop, ["damen' or '1'='1"])).toBeNull();
  });
});

describe('slugPathOf', () => {
  it('joins decoded, lower-cased segments and refuses what cannot be a slug path', () => {
    expect(slugPathOf(['Femme', 'chaussures'])).toBe('femme/chaussures');
    expect(slugPathOf(['a%2Fb'])).toBeNull();
    expect(slugPathOf([''])).toBeNull();
    expect(slugPathOf(Array.from({ length: 9 }, () => 'x'))).toBeNull();
    expect(slugPathOf(['x'.repeat(101)])).toBeNull();
  });
});
