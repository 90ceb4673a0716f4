import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': `${root}src/`,
      '@messages/': `${root}messages/`,
      // `server-only` throws outside React Server Components; in tests the modules run in plain Node.
      'server-only': `${root}tests/support/empty-module.ts`,
    },
  },
  test: {
    environment: 'node',
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], exclude: ['src/**/*.db.test.ts'] } },
      // Database tests run on PGlite, and on PostgreSQL when DATABASE_URL is set (CI: npm run test:db).
      { extends: true, test: { name: 'db', include: ['src/**/*.db.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
    ],
  },
});
