// The browser tests' own HTTP requests (Playwright's request API) go to the tenant hosts at.localhost, ch.localhost
// and nl.localhost. Browsers resolve every *.localhost to this machine; Node's resolver needs them in /etc/hosts.
import { appendFileSync, readFileSync } from 'node:fs';
import { lookup } from 'node:dns/promises';
import { tenants } from '../src/commerce/tenant/tenants';

const hosts = Object.values(tenants).flatMap((t) => t.devHosts).filter((h) => h !== 'localhost');

async function resolves(host: string): Promise<boolean> {
  try {
    await lookup(host);
    return true;
  } catch {
    return false;
  }
}

export async function ensureTenantHosts(): Promise<void> {
  const missing = [];
  for (const host of hosts) if (!(await resolves(host))) missing.push(host);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0) {
    const current = readFileSync('/etc/hosts', 'utf8');
    appendFileSync('/etc/hosts', `${current.endsWith('\n') ? '' : '\n'}127.0.0.1 ${missing.join(' ')} # schaufenster tenants\n`);
    console.log(`[hosts] added ${missing.join(', ')} to /etc/hosts`);
    return;
  }
  console.error(
    `These tenant hosts do not resolve: ${missing.join(', ')}. Add this line to /etc/hosts and run the tests again:\n` +
      `  127.0.0.1 ${missing.join(' ')}`,
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureTenantHosts();
}
