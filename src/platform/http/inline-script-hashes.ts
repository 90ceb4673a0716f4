// Hashes for the inline scripts of a page served from the page cache (issue 19, decision 0055). Such a page is
// rendered once for everybody, so it cannot carry a per-request nonce; its inline scripts (Next's payload, the
// colour-mode and consent-state scripts) are instead allowed one by one by their SHA-256, computed from the very
// bytes sent. The policy then allows nothing inline that is not in the page as rendered — an injected script has no
// hash in the header. The hashes follow the body, so the policy is as cacheable as the page (nginx, CDN).
import { createHash } from 'node:crypto';

/** A script element with its content; `src` scripts and data blocks (JSON-LD) are not inline code. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const executable = (attributes: string) =>
  !/\ssrc\s*=/i.test(attributes) && !/\stype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes);

/** The CSP source expressions ('sha256-…') of every inline script in the HTML, each once, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(scriptElement)) {
    if (!executable(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with `'unsafe-inline'` in script-src replaced by the page's hashes. Policies without it (per-request
 * pages with their nonce, API answers) come back unchanged.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const sources = directive.trim().split(/\s+/);
      if (sources[0] !== 'script-src' || !sources.includes("'unsafe-inline'")) return directive;
      const kept = sources.filter((s) => s !== "'unsafe-inline'");
      const lead = /^\s*/.exec(directive)![0];
      return lead + [...kept, ...hashes.filter((h) => !kept.includes(h))].join(' ');
    })
    .join(';');
}

/** Whether a response's policy waits for its hashes (a cached page's policy as src/proxy.ts sets it). */
export function needsScriptHashes(policy: unknown): policy is string {
  return typeof policy === 'string' && /(?:^|;)\s*script-src [^;]*'unsafe-inline'/.test(policy);
}
