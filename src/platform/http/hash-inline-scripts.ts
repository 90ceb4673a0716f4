// Gives a page served from the page cache the hashes of its inline scripts in its Content-Security-Policy (see
// inline-script-hashes.ts). Wraps one response: an HTML answer whose policy still says 'unsafe-inline' is held until
// its end (a cached page is complete anyway — nothing streams), then sent with the hashes in place of
// 'unsafe-inline'. Every other response passes straight through. Installed by the start script over the compression,
// so it reads the HTML before it is compressed.
import type { ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { inlineScriptHashes, needsScriptHashes, withScriptHashes } from './inline-script-hashes';
import { holdResponse } from './response-writes';

// A cached page is sent many times with the same bytes: its hashes are kept by length and CRC-32 (0.09 ms for a
// 290 kB page against 2.3 ms to decode and hash it again). A collision could only hand a page another page's
// hashes: its own scripts would be refused (it fails closed), and nothing allowed that the shop did not render.
const remembered = new Map<string, string[]>();
const REMEMBERED_PAGES = 2_000;
function hashesOf(body: Buffer): string[] {
  const key = `${body.length}:${crc32(body)}`;
  let hashes = remembered.get(key);
  if (!hashes) {
    hashes = inlineScriptHashes(body.toString('utf8'));
    if (remembered.size >= REMEMBERED_PAGES) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, hashes);
  }
  return hashes;
}

export function hashInlineScripts(res: ServerResponse): void {
  holdResponse(res, {
    hold: () =>
      String(res.getHeader('content-type') ?? '').startsWith('text/html') && needsScriptHashes(res.getHeader('content-security-policy')),
    release: (held, atEnd) => {
      if (!atEnd) return null;
      const body = held();
      const policy = res.getHeader('content-security-policy') as string;
      res.setHeader('content-security-policy', withScriptHashes(policy, hashesOf(body)));
      if (res.hasHeader('content-length')) res.setHeader('content-length', body.length);
      return body;
    },
  });
}
