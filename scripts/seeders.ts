// The demo-data seeders `npm start` and `npm run seed` run, in order. Each context adds its own.
import { catalogSeeder } from '../src/demo/catalog/catalog-seeder';
import { parcelShopsSeeder } from '../src/commerce/parcel-shops/parcel-shops-seeder';
import { vouchersSeeder } from '../src/commerce/promotion/seed-vouchers';
import type { Seeder } from '../src/platform/db/seed-runner';

export const seeders: Seeder[] = [catalogSeeder(), vouchersSeeder, parcelShopsSeeder];
