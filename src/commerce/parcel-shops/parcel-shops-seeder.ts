// Seeder "parcel-shops": the demo parcel-shop network of every delivery country (parcel-shop-rows.ts). Re-running
// replaces the rows, so a new version of the data reaches existing databases.
import type { Db } from '@/platform/db/client';
import type { Seeder } from '@/platform/db/seed-runner';
import { parcelShopRows } from './parcel-shop-rows';
import { parcelShops } from './parcel-shop.schema';

export async function seedParcelShops(db: Db): Promise<{ parcelShops: number }> {
  const rows = parcelShopRows();
  await db.transaction(async (tx) => {
    await tx.delete(parcelShops);
    await tx.insert(parcelShops).values(rows);
  });
  return { parcelShops: rows.length };
}

export const parcelShopsSeeder: Seeder = {
  name: 'parcel-shops',
  version: 1,
  run: (db) => seedParcelShops(db),
};
