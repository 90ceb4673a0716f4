// `npm start` and the ops CLI run under Node's own ESM loader (tsx), not Vite's: a CommonJS library whose named
// exports Node cannot see loads in Vitest but stops the start (it did with @adyen/api-library). Load the background
// wiring the way the start script does.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the outbox wiring under Node’s ESM loader', () => {
  it('loads with every contributed topic, as scripts/start.ts loads it', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./src/server/outbox-handlers.ts').then((m) => console.log(typeof m.outboxHandlers))"],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).not.toMatch(/SyntaxError|does not provide an export/);
    expect(run.stdout.trim()).toBe('function');
  }, 90_000);
});
