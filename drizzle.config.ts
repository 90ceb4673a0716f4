import { defineConfig } from 'drizzle-kit';

// One schema, one set of migrations for PGlite and PostgreSQL. Tables live beside their context (*.schema.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.schema.ts',
  out: './drizzle',
});
