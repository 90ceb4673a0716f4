import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are precompiled at build time, so the browser gets no ICU parser (first-load JavaScript budget).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/platform/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', sourceLocale: 'de-DE', precompile: true } },
});

const config: NextConfig = {
  poweredByHeader: false,
  // No ETag on pages: Next hashes every response body per request, also for pages served from its cache (≈ 2 ms of
  // CPU for a 200 KB category page). HTML is cached by s-maxage at the CDN, which keeps its own validators
  // (decision 0016).
  generateEtags: false,
  // `npm run typecheck` (tsc over the whole repo, tests included) is the type gate in CI; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Loaded from node_modules at run time: PGlite ships WASM, pino spawns workers, pg has native bits.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'pino-pretty', 'proper-lockfile', 'drizzle-orm'],
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: { optimizePackageImports: ['react-aria-components'] },
};

export default withNextIntl(config);
