// Gives a page served from the page cache the hashes of its inline scripts in its Content-Security-Policy (see
// inline-script-hashes.ts). Wraps one response: an HTML answer whose policy still says 'unsafe-inline' is held until
// its end (a cached page is complete anyway — nothing streams), then sent with the hashes in place of
// 'unsafe-inline'. Every other response passes straight through. Installed by the start script over the compression,
// so it reads the HTML before it is compressed.
import type { ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { inlineScriptHashes, needsScriptHashes, withScriptHashes } from './inline-script-hashes';
import { chunkBytes, endArgs, takeWriteHeadHeaders, writeArgs, type Callback, type Chunk } from './response-writes';

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
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  let head: { status: number; message?: string } | null = null;
  const chunks: Buffer[] = [];

  // Decided at the first writeHead, write or end, from the headers set by then; a passing response's head goes out
  // at once (also when Node's implicit header calls writeHead after the decision).
  const decide = () => {
    if (mode === 'undecided') {
      const type = String(res.getHeader('content-type') ?? '');
      const hold = type.startsWith('text/html') && needsScriptHashes(res.getHeader('content-security-policy'));
      mode = hold ? 'hold' : 'pass';
    }
    if (mode === 'pass' && head) {
      const { status, message } = head;
      head = null;
      writeHead(status, message);
    }
    return mode;
  };
  const keep = (chunk: unknown, encoding: BufferEncoding | undefined) => {
    const bytes = chunkBytes(chunk, encoding);
    if (bytes) chunks.push(bytes);
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    head = { status, message: takeWriteHeadHeaders(res, rest) };
    res.statusCode = status;
    decide();
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: Chunk, a?: unknown, b?: unknown) => {
    if (decide() === 'pass') return write(chunk, a as BufferEncoding, b as Callback);
    const [encoding, callback] = writeArgs(a, b);
    keep(chunk, encoding);
    callback?.();
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, a?: unknown, b?: unknown) => {
    if (decide() === 'pass') return end(chunk as Chunk, a as BufferEncoding, b as () => void);
    // A held body keeps what was written before (also for end(callback)).
    const [last, encoding, callback] = endArgs(chunk, a, b);
    keep(last, encoding);
    const body = Buffer.concat(chunks);
    const policy = res.getHeader('content-security-policy') as string;
    res.setHeader('content-security-policy', withScriptHashes(policy, hashesOf(body)));
    if (res.hasHeader('content-length')) res.setHeader('content-length', body.length);
    // From here on everything passes: the held head now, or Node's implicit one when end() sends it.
    mode = 'pass';
    decide();
    return end(body, callback);
  }) as typeof res.end;
}
