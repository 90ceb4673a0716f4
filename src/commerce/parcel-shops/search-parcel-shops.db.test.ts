import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { parcelShopRows } from './parcel-shop-rows';
import { seedParcelShops } from './parcel-shops-seeder';
import { findParcelShop, searchParcelShops } from './search-parcel-shops';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedParcelShops(database.db);
});
afterAll(() => database.close());

describe('parcel shop finder', () => {
  it('seeds about 25 shops per country in several cities, each with opening hours', () => {
    const rows = parcelShopRows();
    for (const country of ['DE', 'AT', 'CH', 'NL'] as const) {
      const own = rows.filter((r) => r.country === country);
      expect(own.length).toBeGreaterThanOrEqual(25);
      expect(new Set(own.map((r) => r.city)).size).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.every((r) => r.openingHours.length >= 6)).toBe(true);
  });

  it('finds shops by postal code, nearest first, at most 10, with distances', async () => {
    const shops = await searchParcelShops(database.db, 'DE', '10115');
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.length).toBeLessThanOrEqual(10);
    expect(shops[0]).toMatchObject({ postalCode: '10115', city: 'Berlin', distanceKm: 0 });
    const distances = shops.map((s) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(shops.every((s) => s.city === 'Berlin')).toBe(true);
  });

  it('falls back to the surrounding area for a postal code without a shop', async () => {
    const shops = await searchParcelShops(database.db, 'DE', '10999');
    expect(shops[0]?.postalCode).toBe('10999');
    const area = await searchParcelShops(database.db, 'DE', '10405');
    expect(area.length).toBeGreaterThan(0);
    expect(area.every((s) => s.city === 'Berlin')).toBe(true);
  });

  it('finds places regardless of case, diacritics and transliteration, and by other names', async () => {
    for (const q of ['köln', 'KOELN', 'Koln', 'cologne']) {
      const shops = await searchParcelShops(database.db, 'DE', q);
      expect(shops.map((s) => s.city)).toContain('Köln');
    }
    expect((await searchParcelShops(database.db, 'CH', 'geneve'))[0]?.city).toBe('Genève');
    expect((await searchParcelShops(database.db, 'CH', 'Genf'))[0]?.city).toBe('Genève');
    expect((await searchParcelShops(database.db, 'CH', 'zuerich'))[0]?.city).toBe('Zürich');
    expect((await searchParcelShops(database.db, 'NL', "'s-Gravenhage"))[0]?.city).toBe('Den Haag');
    expect((await searchParcelShops(database.db, 'NL', '1012'))[0]?.city).toBe('Amsterdam');
  });

  it('stays within the country asked for and finds nothing for nonsense or wildcards', async () => {
    expect(await searchParcelShops(database.db, 'AT', 'Berlin')).toEqual([]);
    expect(await searchParcelShops(database.db, 'DE', '%')).toEqual([]);
    expect(await searchParcelShops(database.db, 'DE', '_')).toEqual([]);
    expect(await searchParcelShops(database.db, 'DE', 'Xyzzy')).toEqual([]);
    expect(await findParcelShop(database.db, 'AT', 'DE-0101')).toBeNull();
    expect(await findParcelShop(database.db, 'DE', 'DE-0101')).toMatchObject({ city: 'Berlin' });
  });
});
