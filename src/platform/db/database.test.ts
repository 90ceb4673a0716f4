// Which database the process opens, from its configuration: PostgreSQL with the configured pool, else PGlite.
import { describe, expect, it, vi } from 'vitest';

const settings = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('@/platform/config/env', () => ({ env: () => settings.current }));

import { databaseTargetFromEnv } from './database';

describe('databaseTargetFromEnv', () => {
  it('opens PostgreSQL with the pool size DATABASE_POOL_SIZE sets', () => {
    settings.current = { DATABASE_URL: 'postgres://db.internal/shop', DATABASE_POOL_SIZE: 6, DATA_DIR: './data' };
    expect(databaseTargetFromEnv()).toEqual({ kind: 'postgres', url: 'postgres://db.internal/shop', poolSize: 6 });
  });

  it('leaves the pool at its default when unset, and opens the embedded database without a URL', () => {
    settings.current = { DATABASE_URL: 'postgres://db.internal/shop', DATA_DIR: './data' };
    expect(databaseTargetFromEnv()).toEqual({ kind: 'postgres', url: 'postgres://db.internal/shop', poolSize: undefined });
    settings.current = { DATA_DIR: '/srv/shop-data' };
    expect(databaseTargetFromEnv()).toEqual({ kind: 'pglite', dataDir: '/srv/shop-data' });
  });
});
