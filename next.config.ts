import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are precompiled at build time, so the browser gets no ICU parser (first-load JavaScript budget).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/platform/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', sourceLocale: 'de-DE', precompile: true } },
});

const config: NextConfig = {
  poweredByHeader: false,
  // The start script compresses (scripts/start.ts): it must see a cached page's HTML before compression to put the
  // hashes of its inline scripts into the page's Content-Security-Policy (decision 0055).
  compress: false,
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

/**
 * With REDIS_URL the running shop keeps Next's page and data cache in Redis, shared by every instance (decision
 * 0050). Not during `next build`: the build writes its prerendered pages to .next as always, and the handler (a
 * TypeScript module, loaded through the start script's tsx) is only there when the shop runs.
 */
export default function nextConfig(phase: string): NextConfig {
  const shared = process.env.REDIS_URL && phase !== PHASE_PRODUCTION_BUILD;
  return withNextIntl({
    ...config,
    ...(shared ? { cacheHandler: path.resolve('src/platform/cache/redis-cache-handler.ts') } : {}),
  });
}
