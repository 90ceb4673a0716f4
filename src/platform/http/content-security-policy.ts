// The shop's Content-Security-Policy (decision 0035). Two forms, because two kinds of page exist:
// - pages rendered per request (checkout, account, search, …): a fresh nonce per request; Next puts it on its own
//   inline scripts (it reads it from the request's CSP header in src/proxy.ts); nothing inline runs without it,
//   except the colour-mode and consent-state scripts, allowed by their hashes;
// - pages served from the page cache (home, product, content, …): rendered once for everyone, so no per-request
//   nonce can be in them. The policy says 'unsafe-inline' here only as a marker: the start script replaces it with
//   the hashes of the page's inline scripts as sent (src/platform/http/hash-inline-scripts.ts, decision 0055).
// Both allow scripts from the shop itself and from exactly the configured third-party origins, nothing else.
import { createHash, randomBytes } from 'node:crypto';

export interface PolicyInput {
  /** Per-request nonce; absent for a page served from the cache. */
  nonce?: string;
  /** Origins of the configured third-party scripts (src/commerce/tenant/third-party.ts). */
  thirdParty: readonly string[];
  /** Hashes of the fixed inline scripts ('sha256-…'). */
  inlineHashes: readonly string[];
  /** Development: React's debugging needs eval, the dev server a websocket. */
  development?: boolean;
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy({ nonce, thirdParty, inlineHashes, development = false }: PolicyInput): string {
  const others = thirdParty.join(' ');
  const inline = nonce ? `'nonce-${nonce}' ${inlineHashes.join(' ')}` : "'unsafe-inline'";
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inline}${others ? ` ${others}` : ''}${development ? " 'unsafe-eval'" : ''}`,
    // Styles: the shop's CSS files; style attributes (React's style prop, the consent banner) are allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${others ? ` ${others}` : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${others ? ` ${others}` : ''}${development ? ' ws: wss:' : ''}`,
    `frame-src 'self'${others ? ` ${others}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ];
  return directives.map((d) => d.replace(/\s+/g, ' ').trim()).join('; ');
}

/** The nonce in a policy (as Next reads it), for tests. */
export function nonceOf(policy: string): string | undefined {
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
