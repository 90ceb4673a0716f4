// `npm run cluster:restart`: asks the running cluster (scripts/start-cluster.ts) to replace its instances one by
// one, and waits until it has. Each instance leaves nginx's rotation, finishes what it serves, and comes back
// ready before the next one goes: no request fails (decision 0049).
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { env } from '../src/platform/config/env';
import { clusterRunDir, restartStatusFile, supervisorPidFile } from './cluster/run-files';

const TIMEOUT_MS = 10 * 60_000;

async function main() {
  const runDir = clusterRunDir(env().DATA_DIR);
  if (!existsSync(supervisorPidFile(runDir))) throw new Error(`no cluster runs from ${runDir} (start it with npm run start:cluster)`);
  const pid = Number(readFileSync(supervisorPidFile(runDir), 'utf8'));
  const before = Date.now();
  process.kill(pid, 'SIGHUP');
  console.log(`[restart] asked the cluster (pid ${pid}) for a rolling restart`);
  while (Date.now() - before < TIMEOUT_MS) {
    await sleep(500);
    if (!existsSync(restartStatusFile(runDir))) continue;
    const status = JSON.parse(readFileSync(restartStatusFile(runDir), 'utf8')) as { state: string; startedAt: string; error?: string };
    if (Date.parse(status.startedAt) < before - 1_000) continue;
    if (status.state === 'done') return console.log('[restart] done: every instance replaced');
    if (status.state === 'failed') throw new Error(status.error);
  }
  throw new Error('the rolling restart did not finish in time');
}

main().catch((error: unknown) => {
  console.error(`[restart] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
