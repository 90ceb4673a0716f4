import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { vendorOrigin, vendorPort } from './tests/e2e/support/vendor-port';
import { e2ePreviewSecret } from './tests/e2e/support/preview';

// Browser tests run against the built app on its own port and a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3210);
// Set on process.env so the test workers (forked after the config loads) know it too: identity tests read the mail
// outbox in DATA_DIR/outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'schaufenster-e2e-')));
/** The dashboard operator's password for this run (the workers read it from the environment too). */
const operatorPassword = (process.env.E2E_OPERATOR_PASSWORD ??= randomBytes(16).toString('hex'));
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // A whole scenario's budget. On CI's shared 2 CPUs the browser tests run at about a third of a quiet machine's pace
  // (the suite took 1.1 h there in stop 37, against 27 min here): a product-page scenario of 12 s here ran out of a
  // 30 s budget. A hang still ends in 90 s, and each step keeps its own 7 s expectation below.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chrome,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
  {
    // The vendors' scripts, served locally (tests/e2e/support/vendor-stand-ins.ts): no test reaches the internet.
    command: 'node --import tsx tests/e2e/support/vendor-stand-ins.ts',
    url: `${vendorOrigin}/health`,
    timeout: 30_000,
    reuseExistingServer: false,
  },
  {
    command: 'node --import tsx scripts/start.ts',
    url: `http://localhost:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // A production build runs no test provider and no development secret unless told: the browser tests are a demo
      // of every shop, paying on the test page (docs/payments.md), with secrets of their own for this run.
      PAYMENT_TEST_MODE: 'all',
      PAYMENT_PROVIDER_SECRET: randomBytes(32).toString('hex'),
      PAYLINK_SECRET: randomBytes(32).toString('hex'),
      // Known to the tests, which sign their own preview links (tests/e2e/support/preview.ts).
      PREVIEW_SECRET: e2ePreviewSecret,
      // The test browser reaches the app as a proxy would: each test names its own client address (fixtures.ts).
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // Third-party scripts from the local stand-ins (docs/third-party.md): a container per shop; nl has the tag
      // manager's disable option set, ch the environment's skip flag (tests/e2e/third-party.spec.ts).
      GTM_CONTAINER_IDS: 'de=GTM-TEST01,at=GTM-TEST02,ch=GTM-TEST03,nl=GTM-TEST04',
      GTM_URLS: ['de', 'at', 'ch', 'nl'].map((k) => `${k}=${vendorOrigin}`).join(','),
      GTM_DISABLED: 'nl',
      SKIP_GTM: 'ch',
      SPEEDKIT_URL: `${vendorOrigin}/speedkit/install.js`,
      LOYALTY_SCRIPT_STAGE: 'staging',
      LOYALTY_SCRIPT_STAGING_URL: `${vendorOrigin}/loyalty/bootstrap.js`,
      LOYALTY_SCRIPT_PRODUCTION_URL: `http://127.0.0.2:${vendorPort}/loyalty/bootstrap.js`,
      // Every shop's app, on a page of the stand-ins (tests/e2e/visitor-layers.spec.ts, decision 0048).
      APP_LINKS: ['de', 'at', 'ch', 'nl'].map((k) => `${k}=${vendorOrigin}/app/${k}`).join(','),
      // Banner date windows: the x-test-clock header sets the clock of dynamically rendered pages (decision 0043).
      TEST_CLOCK_HEADER: 'on',
      // The web-vitals dashboard's operator (tests/e2e/third-party.spec.ts).
      OPERATOR_USER: 'operator',
      OPERATOR_PASSWORD: operatorPassword,
    },
  },
  ],
});
