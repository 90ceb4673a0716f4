// One way for the start script's response wrappers (hash-inline-scripts.ts, scripts-after-first-paint.ts) to hold part
// of an HTML answer before it goes on, over Node's overloads of `ServerResponse.writeHead`, `write` and `end`.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * A written chunk as bytes; nothing for an empty `end()`. Bytes are kept as they were written, not copied: a writer
 * may not change a chunk it has handed to `write` (Node's socket keeps it the same way), and a cached page passes
 * through two of these wrappers.
 */
function chunkBytes(chunk: unknown, encoding: BufferEncoding | undefined): Buffer | null {
  if (chunk === undefined || chunk === null) return null;
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  const bytes = chunk as Uint8Array;
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The arguments after the chunk of `write(chunk, cb)` and `write(chunk, encoding, cb)`. */
function writeArgs(a?: unknown, b?: unknown): [BufferEncoding | undefined, Callback | undefined] {
  return typeof a === 'function' ? [undefined, a as Callback] : [a as BufferEncoding | undefined, b as Callback | undefined];
}

/** `end(cb)`, `end(chunk, cb)` and `end(chunk, encoding, cb)`: the chunk (if any), its encoding and the callback. */
function endArgs(chunk?: unknown, a?: unknown, b?: unknown): [unknown, BufferEncoding | undefined, Callback | undefined] {
  if (typeof chunk === 'function') return [undefined, undefined, chunk as Callback];
  return [chunk, ...writeArgs(a, b)];
}

/**
 * `writeHead(status, [message], [headers])`: the headers set on the response (so that a wrapper can still change
 * them before the head goes out), the message returned.
 */
function takeWriteHeadHeaders(res: ServerResponse, rest: unknown[]): string | undefined {
  const message = typeof rest[0] === 'string' ? rest[0] : undefined;
  const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | readonly string[] | undefined;
  if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
  else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  return message;
}

/** What a wrapper holds back: asked once whether to hold an answer, then given what it holds as it grows. */
export interface Holding {
  /** Whether to hold this answer; asked at the first writeHead, write or end, from the headers set by then. */
  hold(): boolean;
  /**
   * Everything held so far (read when needed: joined once per call): the bytes to send (the held head goes out first,
   * then everything passes), or null to hold on. At the end (`atEnd`) it must answer.
   */
  release(held: () => Buffer, atEnd: boolean): Buffer | null;
}

/**
 * Wraps one response so that `holding` sees its body before it goes on: while held, the head (status and headers)
 * is held too, so a wrapper can still change headers when it releases. Answers not held pass straight through, their
 * head at once (also when Node's implicit header calls writeHead).
 */
export function holdResponse(res: ServerResponse, holding: Holding): void {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  let head: { status: number; message?: string } | null = null;
  const held: Buffer[] = [];

  const decide = () => {
    if (mode === 'undecided') mode = holding.hold() ? 'hold' : 'pass';
    return mode;
  };
  const take = (chunk: unknown, encoding: BufferEncoding | undefined, atEnd: boolean): Buffer | null => {
    const bytes = chunkBytes(chunk, encoding);
    if (bytes) held.push(bytes);
    let joined: Buffer | undefined;
    // A cached page comes in one write: then there is nothing to join.
    const out = holding.release(() => (joined ??= held.length === 1 ? held[0]! : Buffer.concat(held)), atEnd);
    if (!out) return null;
    mode = 'pass';
    held.length = 0;
    if (head) writeHead(head.status, head.message);
    head = null;
    return out;
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const message = takeWriteHeadHeaders(res, rest);
    res.statusCode = status;
    if (decide() === 'pass') return writeHead(status, message);
    head = { status, message };
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: Chunk, a?: unknown, b?: unknown) => {
    if (decide() === 'pass') return write(chunk, a as BufferEncoding, b as Callback);
    const [encoding, callback] = writeArgs(a, b);
    const out = take(chunk, encoding, false);
    if (out) return write(out, callback);
    callback?.();
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, a?: unknown, b?: unknown) => {
    if (decide() === 'pass') return end(chunk as Chunk, a as BufferEncoding, b as () => void);
    const [last, encoding, callback] = endArgs(chunk, a, b);
    return end(take(last, encoding, true)!, callback);
  }) as typeof res.end;
}
