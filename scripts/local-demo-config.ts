// `npm start` with no deployment configuration is the local demo (README "Run it"): the shops take simulated payments
// (the test provider must be named explicitly since decision 0017), and the payment secrets are random ones kept in
// the data folder, so payment links survive a restart and no public development secret is used. A deployment —
// TENANT_BASE_URLS, PAYMENT_PROVIDER or PAYMENT_TEST_MODE set — gets nothing from here.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const secretNames = ['PAYMENT_PROVIDER_SECRET', 'PAYLINK_SECRET', 'PREVIEW_SECRET'] as const;

export function applyLocalDemoConfig(vars: NodeJS.ProcessEnv, report: (line: string) => void): void {
  if (vars.TENANT_BASE_URLS || vars.PAYMENT_PROVIDER || vars.PAYMENT_TEST_MODE) return;
  vars.PAYMENT_TEST_MODE = 'all';
  const dataDir = vars.DATA_DIR || './data';
  const file = path.join(dataDir, 'demo-secrets.json');
  const kept: Partial<Record<(typeof secretNames)[number], string>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  let changed = false;
  for (const name of secretNames) {
    if (!kept[name]) {
      kept[name] = randomBytes(32).toString('hex');
      changed = true;
    }
    vars[name] ||= kept[name];
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  report(`local demo: payments are simulated in every shop (PAYMENT_TEST_MODE=all), secrets in ${file}`);
}
