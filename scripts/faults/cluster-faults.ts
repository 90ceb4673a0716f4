// The faults the production front must survive, against real processes (issue 22, decision 0051): the cluster of
// `npm run start:cluster` (nginx, two instances) on a database of its own on the real PostgreSQL and on the real
// Redis, both reached through TCP proxies this script cuts — the servers themselves are never restarted.
//   1. kill -9 of one instance during a burst of page loads and orders
//   2. PostgreSQL gone for 5 s during a burst of orders: 503 + Retry-After, recovery without a restart
//   3. Redis gone: orders and pages go on
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate, openDatabase, type Database } from '../../src/platform/db/client';
import { loadPages, placeOrders, type Origin } from './burst';
import { auditOrders, expectThat } from './checks';
import { closeConnections, send } from './http';
import { readyShoppers } from './shoppers';
import { tcpProxy, type TcpProxy } from './tcp-proxy';
import { createDatabase, startThrowawayCluster, type ThrowawayCluster } from '../cluster/throwaway-cluster';

const log = (line: string) => console.log(`[faults] ${line}`);
async function waitFor(what: string, ok: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await ok().catch(() => false)) return Date.now() - started;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/** The instances of the cluster: the supervisor's children that run the shop (nginx is its child too). */
function instancePids(supervisor: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(supervisor)], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .filter((line) => line.includes('scripts/start.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

export async function clusterFaults(root: string, port: number): Promise<string[]> {
  const failures: string[] = [];
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const created = await createDatabase(adminUrl);
  const directUrl = new URL(created.url);

  const pgProxy: TcpProxy = await tcpProxy(directUrl.hostname, Number(directUrl.port || 5432));
  const redisProxy: TcpProxy = await tcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
  const proxiedPg = new URL(directUrl);
  proxiedPg.hostname = '127.0.0.1';
  proxiedPg.port = String(pgProxy.port);
  const proxiedRedis = new URL(redisUrl);
  proxiedRedis.hostname = '127.0.0.1';
  proxiedRedis.port = String(redisProxy.port);

  let database: Database | null = null;
  let cluster: ThrowawayCluster | null = null;
  try {
    // The shoppers are written on a direct connection; the shop reaches the same database only through the proxy.
    database = await openDatabase({ kind: 'postgres', url: directUrl.toString(), poolSize: 4 });
    await migrate(database);
    log('preparing shoppers');
    const shoppers = await readyShoppers(database.db, 300);

    log(`starting the cluster on port ${port} (nginx + 2 instances)`);
    cluster = await startThrowawayCluster({
      root,
      port,
      databaseUrl: created.url,
      shopDatabaseUrl: proxiedPg.toString(),
      shopRedisUrl: proxiedRedis.toString(),
      dropDatabase: created.drop,
      seed: false,
      log,
    });
    const origin: Origin = { port, host: `localhost:${port}` };
    const pages = burstPages;

    // 1. kill -9 of one instance during a burst.
    log('1. kill -9 of one instance during page loads and orders');
    let stop = false;
    const pageLoad = loadPages(origin, pages, 12, () => stop);
    const orderLoad = placeOrders(origin, shoppers.slice(0, 120), 8);
    await sleep(1_500);
    const [victim] = instancePids(cluster.child.pid!);
    expectThat(victim !== undefined, 'found an instance to kill', failures);
    if (victim) process.kill(victim, 'SIGKILL');
    log(`   killed instance pid ${victim}`);
    const orders1 = await orderLoad;
    await sleep(1_000);
    stop = true;
    const pages1 = await pageLoad;
    log(`   ${pages1.loads} page loads, ${pages1.failures.length} failed ${JSON.stringify(pages1.failures.slice(0, 5))}`);
    log(`   ${orders1.acknowledged.size} orders acknowledged, ${orders1.otherFailures.length} attempts failed and were retried with their key`);
    expectThat(pages1.failures.length <= 12, 'no failed page load beyond the 12 in flight when the instance died', failures);
    expectThat(orders1.unplaced === 0 && orders1.acknowledged.size === 120, 'every order acknowledged (retried with its idempotency key)', failures);
    const audit1 = await auditOrders(database.db, orders1.acknowledged);
    expectThat(audit1.missing.length === 0, `every acknowledged order is in the database (missing: ${audit1.missing.length})`, failures);
    expectThat(audit1.half === 0, 'no half order', failures);
    await waitFor('killed instance back', async () => instancePids(cluster!.child.pid!).length === 2, 60_000);

    // 1b. A rolling restart during page loads and orders: no failed request.
    log('1b. rolling restart (npm run cluster:restart) during page loads and orders');
    let stopRolling = false;
    const rollingPages = loadPages(origin, pages, 6, () => stopRolling);
    const rollingOrders = placeOrders(origin, shoppers.slice(120, 160), 2, { attempts: 1 });
    const restart = spawn(process.execPath, ['--import', 'tsx', 'scripts/rolling-restart.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: cluster.dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const restartCode = await new Promise<number | null>((resolve) => restart.once('exit', resolve));
    const ordersRolling = await rollingOrders;
    stopRolling = true;
    const pagesRolling = await rollingPages;
    log(`   ${pagesRolling.loads} page loads, ${pagesRolling.failures.length} failed ${JSON.stringify(pagesRolling.failures.slice(0, 3))}; ${ordersRolling.acknowledged.size} orders`);
    expectThat(restartCode === 0, 'the rolling restart replaced every instance', failures);
    expectThat(pagesRolling.failures.length === 0, 'no page load failed during the rolling restart', failures);
    expectThat(ordersRolling.acknowledged.size === 40 && ordersRolling.otherFailures.length === 0, `every order placed at its first try during the rolling restart ${JSON.stringify(ordersRolling.otherFailures.slice(0, 3))}`, failures);

    // 2. PostgreSQL gone for 5 s during a burst of orders.
    log('2. PostgreSQL unreachable for 5 s during orders');
    const answersDuringOutage: number[] = [];
    let outage = false;
    const orderLoad2 = placeOrders(origin, shoppers.slice(160, 260), 8, {
      onAnswer: (a) => {
        if (outage) answersDuringOutage.push(a instanceof Error ? 0 : a.status);
      },
    });
    await sleep(1_000);
    await pgProxy.cut();
    outage = true;
    await sleep(1_500);
    const cachedPage = await send(origin, 'GET', '/').catch(() => null);
    await sleep(3_500);
    outage = false;
    await pgProxy.restore();
    const restoredAt = Date.now();
    const recovered = await waitFor('orders again after the outage', async () => (await send(origin, 'GET', '/api/ready')).status === 200, 30_000);
    const orders2 = await orderLoad2;
    const clear = answersDuringOutage.filter((s) => s === 503).length;
    log(`   during the outage: ${answersDuringOutage.length} answers, ${clear} of them 503 with Retry-After, others ${JSON.stringify(answersDuringOutage.filter((s) => s !== 503))}`);
    log(`   ready again ${recovered} ms after the database came back; ${orders2.acknowledged.size} orders acknowledged`);
    expectThat(orders2.clearRefusals > 0 && clear >= answersDuringOutage.length - 16, 'orders during the outage are answered 503 with Retry-After (beyond those in flight at the cut)', failures);
    expectThat(cachedPage?.status === 200, 'a cached page is still served during the outage', failures);
    expectThat(Date.now() - restoredAt < 60_000 && orders2.unplaced === 0 && orders2.acknowledged.size === 100, 'recovered without a restart: every order acknowledged', failures);
    const audit2 = await auditOrders(database.db, orders2.acknowledged);
    expectThat(audit2.missing.length === 0 && audit2.half === 0, 'no acknowledged order lost, no half order', failures);

    // 3. Redis gone: the shop keeps selling.
    log('3. Redis unreachable: orders and pages');
    await redisProxy.cut();
    let stop3 = false;
    const pageLoad3 = loadPages(origin, pages, 4, () => stop3);
    const orders3 = await placeOrders(origin, shoppers.slice(260), 4, { attempts: 1 });
    stop3 = true;
    const pages3 = await pageLoad3;
    await redisProxy.restore();
    log(`   ${orders3.acknowledged.size} orders acknowledged, ${pages3.loads} page loads, ${pages3.failures.length} failed`);
    expectThat(orders3.acknowledged.size === 40 && orders3.unplaced === 0, 'every order placed at the first try without Redis', failures);
    expectThat(pages3.failures.length === 0, 'every page served without Redis', failures);
    const audit3 = await auditOrders(database.db, orders3.acknowledged);
    expectThat(audit3.missing.length === 0, 'every acknowledged order is in the database', failures);

    // Graceful stop of the whole front.
    const stopped = await cluster.stop();
    expectThat(stopped.code === 0 && stopped.ms < 30_000, `the cluster stops on SIGTERM (exit ${stopped.code} after ${stopped.ms} ms)`, failures);
  } finally {
    closeConnections();
    await database?.close();
    if (cluster) await cluster.dispose();
    else await created.drop();
    await pgProxy.close();
    await redisProxy.close();
  }
  return failures;
}

/**
 * The pages of the burst: the home page (rendered and cached per tenant) and the basket shell (a static page), of two
 * shops. The unseeded shop has no catalog pages: its one product is the script's own, which no category lists.
 */
const burstPages = ['/', '/warenkorb'];
