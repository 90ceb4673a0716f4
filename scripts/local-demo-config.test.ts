import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/platform/config/env';
import { applyLocalDemoConfig } from './local-demo-config';

const quiet = () => {};

describe('the local demo configuration of npm start', () => {
  it('simulates payments and keeps random secrets in the data folder, the same after a restart', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'demo-config-'));
    const first: NodeJS.ProcessEnv = { NODE_ENV: 'test', DATA_DIR: dataDir };
    applyLocalDemoConfig(first, quiet);
    expect(first.PAYMENT_TEST_MODE).toBe('all');
    expect(first.PAYLINK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const again: NodeJS.ProcessEnv = { NODE_ENV: 'test', DATA_DIR: dataDir };
    applyLocalDemoConfig(again, quiet);
    expect(again.PAYLINK_SECRET).toBe(first.PAYLINK_SECRET);
    expect(again.PAYMENT_PROVIDER_SECRET).toBe(first.PAYMENT_PROVIDER_SECRET);
    // What the built app (NODE_ENV=production) then accepts:
    expect(() => parseEnv({ ...first, NODE_ENV: 'production' })).not.toThrow();
  });

  it('leaves a deployment alone: it must configure its provider itself', () => {
    const deployment: NodeJS.ProcessEnv = { NODE_ENV: 'test', TENANT_BASE_URLS: 'de=https://www.example.de' };
    applyLocalDemoConfig(deployment, quiet);
    expect(deployment.PAYMENT_TEST_MODE).toBeUndefined();
    expect(deployment.PAYLINK_SECRET).toBeUndefined();
  });
});
