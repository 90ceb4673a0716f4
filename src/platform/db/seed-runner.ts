// Runs the demo-data seeders that have not filled this database yet, so a second start reuses the data.
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { seedRuns } from './platform.schema';

export interface Seeder {
  name: string;
  /** Raise to seed again into a database that has an older version of this seeder's data. */
  version: number;
  run(db: Db, report: (message: string) => void): Promise<Record<string, unknown>>;
}

export interface SeedOutcome {
  name: string;
  status: 'seeded' | 'present';
  details?: Record<string, unknown>;
}

export async function runSeeders(db: Db, seeders: Seeder[], report: (message: string) => void = () => {}): Promise<SeedOutcome[]> {
  const outcomes: SeedOutcome[] = [];
  for (const seeder of seeders) {
    const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, seeder.name));
    if (done && done.version >= seeder.version) {
      outcomes.push({ name: seeder.name, status: 'present' });
      continue;
    }
    report(`seeding ${seeder.name} …`);
    const details = await seeder.run(db, report);
    await db
      .insert(seedRuns)
      .values({ name: seeder.name, version: seeder.version, details })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version: seeder.version, details, ranAt: new Date() } });
    outcomes.push({ name: seeder.name, status: 'seeded', details });
  }
  return outcomes;
}
