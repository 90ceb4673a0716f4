// The page's scripts as the running app serves them: every chunk a page names starts with V8's compile hint
// (compile-hints.ts, decision 0072) and, from the copies' minimum size up, comes as the Brotli copy written once
// after the build (decision 0066).
import { expect, test } from './support/fixtures';
import { shops } from './support/shops';
import { COMPILE_HINT } from '../../src/platform/assets/compile-hints';
import { MIN_COPY_BYTES } from '../../src/platform/assets/precompress-assets';
import { scriptAfterPaintMeta } from '../../src/platform/http/scripts-after-first-paint';

const origin = shops[0]!.origin;

test('every script of a page is compiled while it streams in and sent compressed once', async ({ request }) => {
  const html = await (await request.get(`${origin}/`)).text();
  // The page's own chunks: the speed kit's install script is named the same way but comes from its vendor.
  const chunks = [...html.matchAll(new RegExp(`<meta name="${scriptAfterPaintMeta}" content="([^"]+)"`, 'g'))]
    .map((m) => m[1]!)
    .filter((src) => src.startsWith('/_next/static/'));
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks) {
    const response = await request.get(`${origin}${chunk}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status(), chunk).toBe(200);
    // Playwright's client hands over the body decoded.
    const text = await response.text();
    expect(text.startsWith(COMPILE_HINT), chunk).toBe(true);
    // A smaller chunk has no copy (precompress-assets.ts): it goes on to Next and the middleware.
    if (Buffer.byteLength(text) >= MIN_COPY_BYTES) expect(response.headers()['content-encoding'], chunk).toBe('br');
  }
});
