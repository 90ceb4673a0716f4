// The embedded database (PGlite) killed with -9 while orders are placed (issue 22, decision 0051): `npm start` on a
// fresh DATA_DIR, a burst of orders, kill -9 of the process mid-burst, a start on the same directory, the orders
// that got no answer sent again with their idempotency key — and then every acknowledged order must be there.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate, openDatabase } from '../../src/platform/db/client';
import { placeOrders, type Origin } from './burst';
import { auditOrders, expectThat } from './checks';
import { closeConnections, send } from './http';
import { readyShoppers, type Shopper } from './shoppers';

const log = (line: string) => console.log(`[faults] ${line}`);

function startShop(root: string, port: number, dataDir: string): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'never', LOG_LEVEL: 'error' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function ready(origin: Origin, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}) while starting`);
    if ((await send(origin, 'GET', '/api/ready').catch(() => null))?.status === 200) return;
    await sleep(250);
  }
  throw new Error('the shop did not get ready');
}

export async function pgliteKill(root: string, port: number): Promise<string[]> {
  const failures: string[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'schaufenster-pglite-kill-'));
  const origin: Origin = { port, host: `localhost:${port}` };
  let shop: ChildProcess | null = null;
  try {
    // The shoppers are written before the shop opens the directory: PGlite has one owner at a time.
    let shoppers: Shopper[];
    {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      await migrate(database);
      shoppers = await readyShoppers(database.db, 80);
      await database.close();
    }
    shop = startShop(root, port, dataDir);
    await ready(origin, shop);
    log('4. PGlite: kill -9 during orders');
    // The first order compiles the route: placed before the burst, so the kill meets orders, not start-up.
    const warm = await placeOrders(origin, shoppers.slice(0, 1), 1, { attempts: 3 });
    // The kill comes once five orders of the burst are acknowledged, with more in flight.
    let placed = 0;
    const victim = shop;
    const before = await placeOrders(origin, shoppers.slice(1), 4, {
      attempts: 1,
      onAnswer: (answer) => {
        if (!(answer instanceof Error) && answer.status === 201 && ++placed === 5) victim.kill('SIGKILL');
      },
    });
    for (const number of warm.acknowledged) before.acknowledged.add(number);
    log(`   before the kill: ${before.acknowledged.size} acknowledged, ${before.otherFailures.length} without an answer`);
    expectThat(before.acknowledged.size > 0 && before.unplaced > 0, 'the kill came in the middle of the burst', failures);

    // SIGKILL is delivered, not yet done: on a loaded machine the old process may still hold the directory's lock for
    // a moment, and the new start would rightly refuse a directory in use. The restart follows the death.
    if (victim.exitCode === null && victim.signalCode === null) await new Promise((resolve) => victim.once('exit', resolve));
    shop = startShop(root, port, dataDir);
    await ready(origin, shop);
    const again = await placeOrders(origin, shoppers, 4, { attempts: 3 });
    expectThat(victim.signalCode === 'SIGKILL', 'the shop was killed with -9', failures);
    const exit = new Promise((resolve) => shop!.once('exit', resolve));
    shop.kill('SIGTERM');
    await exit;
    shop = null;
    const acknowledged = new Set([...before.acknowledged, ...again.acknowledged]);
    expectThat(again.unplaced === 0, `after the restart every order is placed or found by its key (${again.acknowledged.size})`, failures);
    expectThat(
      [...before.acknowledged].every((n) => again.acknowledged.has(n)),
      'the orders acknowledged before the kill are answered as already placed after it',
      failures,
    );
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const audit = await auditOrders(database.db, acknowledged);
    await database.close();
    expectThat(audit.missing.length === 0, `every acknowledged order survived the kill (missing: ${audit.missing.length})`, failures);
    expectThat(audit.half === 0, 'no half order', failures);
  } finally {
    closeConnections();
    if (shop && shop.exitCode === null) shop.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failures;
}
