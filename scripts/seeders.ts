// The demo-data seeders `npm start` and `npm run seed` run, in order. Each context adds its own.
import type { Seeder } from '../src/platform/db/seed-runner';

export const seeders: Seeder[] = [];
