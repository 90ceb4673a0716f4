// `npm test`: every test — unit and integration (Vitest, database tests on PGlite), then the browser tests
// (Playwright on the system Chromium against a freshly built app on a fresh database).
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed';
import { ensureChromium } from './ensure-chromium';
import { ensureTenantHosts } from './ensure-tenant-hosts';

const root = process.cwd();
const bin = (name: string) => `${root}/node_modules/.bin/${name}`;

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n[test] ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const results: [string, boolean][] = [];
results.push(['unit and integration (vitest)', run('unit and integration tests', bin('vitest'), ['run'])]);

const chrome = ensureChromium();
await ensureTenantHosts();
await buildIfNeeded(root, (line) => console.log(`[test] ${line}`));
results.push(['browser (playwright)', run(`browser tests on ${chrome}`, bin('playwright'), ['test'], { CHROME_PATH: chrome })]);

console.log('\n[test] summary');
for (const [name, ok] of results) console.log(`  ${ok ? 'passed' : 'FAILED'}  ${name}`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
