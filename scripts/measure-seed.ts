// Times what `npm start` does on an empty database: migrate, then run the registered seeders, on a fresh
// embedded PGlite in a temporary directory (the real data directory is not touched). `tsx scripts/measure-seed.ts`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../src/platform/db/client';
import { runSeeders } from '../src/platform/db/seed-runner';
import { seeders } from './seeders';

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'schaufenster-seed-'));
  let started = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  console.log(`open: ${Math.round(performance.now() - started)} ms`);
  try {
    started = performance.now();
    await migrate(database);
    console.log(`migrations: ${Math.round(performance.now() - started)} ms`);
    started = performance.now();
    await runSeeders(database.db, seeders, (line) => console.log(`  ${line}`));
    console.log(`seeders: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    const closing = performance.now();
    await database.close();
    console.log(`close: ${Math.round(performance.now() - closing)} ms`);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
