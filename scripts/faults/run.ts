// `npm run test:faults`: the fault scripts of the production front (decision 0051), run by .ci/run after
// the build. Needs PostgreSQL (DATABASE_URL, else 127.0.0.1:5432/test), Redis (REDIS_URL, else 127.0.0.1:6379) and
// nginx. FAULTS_PORT (default 4150) and the ports right above it are used.
import { buildIfNeeded } from '../build-if-needed';
import { clusterFaults } from './cluster-faults';
import { pgliteKill } from './pglite-kill';

const root = process.cwd();
// Interrupted: exit properly, so the clusters' exit hooks stop what they started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
const port = Number(process.env.FAULTS_PORT ?? 4150);
const started = Date.now();
await buildIfNeeded(root, (line) => console.log(`[faults] ${line}`));
const failures = [...(await clusterFaults(root, port)), ...(await pgliteKill(root, port + 10))];
console.log(`[faults] ${failures.length === 0 ? 'all faults survived' : `${failures.length} failed: ${failures.join('; ')}`} (${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(failures.length === 0 ? 0 : 1);
