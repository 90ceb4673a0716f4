import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: '@/', replacement: `${root}src/` },
      { find: '@messages/', replacement: `${root}messages/` },
      // `server-only` throws outside React Server Components; in tests the modules run in plain Node.
      { find: 'server-only', replacement: `${root}tests/support/empty-module.ts` },
      // graphql ships CJS and ESM without an "exports" map: Vite would give our code the ESM build while Node loads
      // the CJS one for graphql-yoga and Pothos, and `instanceof GraphQLError` would fail between the two copies.
      { find: /^graphql$/, replacement: 'graphql/index.js' },
    ],
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
