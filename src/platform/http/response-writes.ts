// Node's overloads of `ServerResponse.writeHead`, `write` and `end`, read once for the start script's response
// wrappers (hash-inline-scripts.ts, scripts-after-first-paint.ts), which hold part of an HTML answer before it goes on.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type Chunk = string | Uint8Array;
export type Callback = (error?: Error | null) => void;

/** A written chunk as bytes; nothing for an empty `end()`. */
export function chunkBytes(chunk: unknown, encoding: BufferEncoding | undefined): Buffer | null {
  if (chunk === undefined || chunk === null) return null;
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk as Uint8Array);
}

/** The arguments after the chunk of `write(chunk, cb)` and `write(chunk, encoding, cb)`. */
export function writeArgs(a?: unknown, b?: unknown): [BufferEncoding | undefined, Callback | undefined] {
  return typeof a === 'function' ? [undefined, a as Callback] : [a as BufferEncoding | undefined, b as Callback | undefined];
}

/** `end(cb)`, `end(chunk, cb)` and `end(chunk, encoding, cb)`: the chunk (if any), its encoding and the callback. */
export function endArgs(chunk?: unknown, a?: unknown, b?: unknown): [unknown, BufferEncoding | undefined, Callback | undefined] {
  if (typeof chunk === 'function') return [undefined, undefined, chunk as Callback];
  return [chunk, ...writeArgs(a, b)];
}

/**
 * `writeHead(status, [message], [headers])`: the headers set on the response (so that a wrapper can still change
 * them before the head goes out), the message returned.
 */
export function takeWriteHeadHeaders(res: ServerResponse, rest: unknown[]): string | undefined {
  const message = typeof rest[0] === 'string' ? rest[0] : undefined;
  const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | readonly string[] | undefined;
  if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
  else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  return message;
}
