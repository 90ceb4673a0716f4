// `npm start`: check the configuration, build if needed, open and migrate the database, seed an empty one, and
// serve the shop — all in one process, so the embedded database has exactly one owner.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { hashInlineScripts } from '../src/platform/http/hash-inline-scripts';
import { runScriptsAfterFirstPaint } from '../src/platform/http/scripts-after-first-paint';
import { tenantBaseUrl } from '../src/commerce/tenant/resolve-tenant';
import { tenantKeys, tenants } from '../src/commerce/tenant/tenants';
import { EnvError, env } from '../src/platform/config/env';
import { sql } from 'drizzle-orm';
import { migrate, pgliteDir, ping, type Database } from '../src/platform/db/client';
import { databaseAvailability, databaseUp, installAvailability } from '../src/platform/db/availability';
import { drainable } from '../src/platform/http/graceful-shutdown';
import { keepIdleConnections } from '../src/platform/http/idle-connections';
import { precompressedAssets } from '../src/platform/assets/precompressed-assets';
import { answerProbe, answerUnavailable } from '../src/platform/http/readiness';
import { closeDatabase, getDatabase } from '../src/platform/db/database';
import { runSeeders } from '../src/platform/db/seed-runner';
import { outboxHandlers } from '../src/server/outbox-handlers';
import { startOutboxWorker } from '../src/platform/jobs/outbox-worker';
import { startIntervalJob } from '../src/platform/jobs/interval-job';
import { rollUpAndPruneVitals } from '../src/platform/telemetry/web-vitals-report';
import { cancelUnpaidOrders } from '../src/commerce/order/cancel-unpaid-orders';
import { carryOutDueDeletions } from '../src/commerce/privacy/delete-account';
import { orderPayments } from '../src/commerce/payment/order-payments';
import { installConsoleRedaction } from '../src/platform/logging/console-redaction';
import { errorFields, loggerFor } from '../src/platform/logging/logger';
import { trustedProxyList } from '../src/platform/http/client-address';
import { gateRequest } from '../src/platform/http/node-request-gate';
import { buildPath } from '../src/platform/routing/router';
import { buildIfNeeded } from './build-if-needed';
import { applyLocalDemoConfig } from './local-demo-config';
import { seeders } from './seeders';
import { warmSearchIndexes } from '../src/commerce/search/warm-search-indexes';

const dev = process.argv.includes('--dev');
const root = process.cwd();
const step = (line: string) => console.log(`[start] ${line}`);
/** How long a shutdown waits for the requests in flight; below the 30 s an orchestrator waits before SIGKILL. */
const SHUTDOWN_TIMEOUT_MS = 20_000;

async function main() {
  // Next.js prints the errors of pages and route handlers with console.error: without their data (decision 0019).
  installConsoleRedaction();
  applyLocalDemoConfig(process.env, step);
  const config = (() => {
    try {
      return env();
    } catch (error) {
      if (error instanceof EnvError) {
        console.error(error.message);
        console.error('See "Configuration" in README.md for every variable and its default.');
        process.exit(1);
      }
      throw error;
    }
  })();

  // `--no-build`: the build is someone else's job (start:cluster's supervisor builds once for all its instances, an
  // image is built when it is made); an instance never rebuilds the .next its neighbours serve from.
  if (!dev && !process.argv.includes('--no-build')) await buildIfNeeded(root, (line) => step(line));

  step(config.DATABASE_URL ? 'opening PostgreSQL from DATABASE_URL' : `opening the embedded database in ${pgliteDir(config.DATA_DIR)}`);
  const database = await getDatabase();
  if (database.kind === 'postgres') {
    // A PostgreSQL restart is answered with 503 and Retry-After while it lasts, and noticed when it is over.
    installAvailability(databaseAvailability(() => ping(database.db), loggerFor({ component: 'db' })));
  }
  // Instances starting at once on one PostgreSQL (start:cluster, compose replicas) migrate and seed one after the
  // other: a transaction-scoped advisory lock is held around both, the waiting ones then find the work done.
  await onePrepareAtATime(database, async () => {
    step('applying migrations');
    await migrate(database);
    if (config.SEED === 'auto') {
      const outcomes = await runSeeders(database.db, seeders, (line) => step(line));
      for (const o of outcomes) step(`${o.name}: ${o.status === 'present' ? 'already there' : 'seeded'}`);
      if (outcomes.length === 0) step('no demo-data seeders registered');
    }
  });

  // Build the search indexes in the background, so the first search does not wait for them.
  const warming = Date.now();
  warmSearchIndexes(database.db).then(
    () => step(`search indexes ready in ${Date.now() - warming} ms`),
    (error: unknown) => console.error('[start] search indexes could not be built; searches will build them on demand', error),
  );

  // The outbox worker (mails and other side effects, ARCHITECTURE rule 5) runs in this process beside Next.js, with
  // the topics every module contributes (src/server/outbox-handlers.ts).
  const handlers = outboxHandlers({ db: database.db });
  step(`starting the outbox worker (${config.SMTP_URL ? 'mail over SMTP_URL' : `mail into ${config.DATA_DIR}/outbox`})`);
  const outbox = startOutboxWorker(database.db, handlers, loggerFor({ component: 'outbox' }));
  // Card and PayPal orders whose payment did not arrive in time are cancelled and their stock released.
  const unpaidOrders = startIntervalJob(
    'cancel-unpaid-orders',
    60_000,
    () => cancelUnpaidOrders(database.db, new Date(), orderPayments),
    loggerFor({ component: 'jobs' }),
  );

  // Confirmed account deletions that waited for an open order or payment are carried out once it has closed.
  const dueDeletions = startIntervalJob(
    'carry-out-account-deletions',
    10 * 60_000,
    () => carryOutDueDeletions(database.db),
    loggerFor({ component: 'jobs' }),
  );

  // Web vitals: finished days rolled up into daily figures, old beacons and figures pruned, hourly (decision 0036).
  const vitals = startIntervalJob(
    'roll-up-web-vitals',
    60 * 60_000,
    () =>
      rollUpAndPruneVitals(database.db, new Date(), { rawDays: config.VITALS_RAW_DAYS, dailyDays: config.VITALS_DAILY_DAYS }).then(
        (o) => (o.days + o.prunedRaw + o.prunedDaily > 0 ? o : null),
      ),
    loggerFor({ component: 'jobs' }),
  );

  step(`starting Next.js (${dev ? 'development' : 'production'})`);
  const { default: next } = await import('next');
  const app = next({ dev, dir: root, hostname: 'localhost', port: config.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The middleware works on plain Node requests; its types are Express's.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const trustedProxies = trustedProxyList(config.TRUSTED_PROXIES);
  if (config.TRUSTED_PROXIES.length > 0) step(`client addresses through the proxies ${config.TRUSTED_PROXIES.join(', ')}`);
  const readiness = { draining: () => drain.draining(), databaseUp };
  const assets = precompressedAssets(path.join(root, '.next', 'static'), (error, file) =>
    loggerFor({ component: 'assets' }).error({ ...errorFields(error), file }, 'a compressed build asset could not be read'),
  );
  const server = createServer((req, res) => {
    drain.track(req, res);
    // Liveness and readiness for the balancer, and 503s while the database is down, are answered before Next.js.
    if (answerProbe(req, res, readiness) || answerUnavailable(req, res, readiness)) return;
    // Unknown methods end here; the client address (rate limits) is set from the socket, never taken from the client.
    if (!gateRequest(req, res, trustedProxies)) return;
    // Compression here rather than in Next (compress: false in next.config.ts), so that the hashing of a cached
    // page's inline scripts sits between Next and the compression and reads the HTML as written (decision 0055).
    const render = () =>
      compress(req, res, () => {
        hashInlineScripts(res);
        // Installed after the hashing, so it sees Next's HTML first: the hashes cover the rewritten head (decision 0067).
        runScriptsAfterFirstPaint(res);
        handle(req, res).catch((error: unknown) => {
          console.error('request failed', error);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
      });
    // Build assets go out as the copies compressed after the build, not compressed again per request.
    if (!assets.serve(req, res, render)) render();
  });

  keepIdleConnections(server);
  const drain = drainable(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });

  step(`ready. The shops:`);
  for (const key of tenantKeys) {
    for (const locale of tenants[key].locales) {
      const url = `${tenantBaseUrl(key, config.TENANT_BASE_URLS, config.PORT)}${buildPath('/', locale, tenants[key].locales)}`;
      step(`  ${key.padEnd(3)} ${locale.padEnd(6)} ${tenants[key].brand.padEnd(12)} ${url}`);
    }
  }

  // Graceful: stop taking connections, finish the requests in flight (orders included), then the jobs and the pool.
  const stop = async (signal: string) => {
    step(`${signal}: shutting down — finishing ${drain.inFlight()} request(s) in flight`);
    const cut = await drain.drain(SHUTDOWN_TIMEOUT_MS);
    if (cut > 0) step(`${cut} request(s) did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s and were cut`);
    await outbox.stop();
    await unpaidOrders.stop();
    await dueDeletions.stop();
    await vitals.stop();
    await closeDatabase();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

/** Any 64-bit number the shop uses for nothing else: the key of the migrate-and-seed lock. */
const PREPARE_LOCK = 2_262_022;

async function onePrepareAtATime(database: Database, prepare: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return prepare();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK})`);
    await prepare();
  });
}

main().catch(async (error: unknown) => {
  console.error(`[start] failed: ${error instanceof Error ? error.message : String(error)}`);
  if (!(error instanceof Error && error.name === 'DatabaseLockedError')) console.error(error);
  await closeDatabase().catch(() => {});
  process.exit(1);
});

