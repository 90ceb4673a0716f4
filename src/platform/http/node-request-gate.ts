// What the HTTP server (scripts/start.ts) does with a request before Next.js sees it: a method Next.js does not know
// is answered 405 (Next.js would fail on TRACE with a 500: fetch's Request refuses to carry it), and the client's
// address is written into our own header from the socket, replacing any copy the client sent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { clientAddressHeader, resolveClientAddress } from './client-address';

/** The methods Next.js serves (next/dist/server/web/http.js); a route handler answers 405 for one it does not export. */
export const servedMethods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

function refuseMethod(res: ServerResponse): void {
  const body = 'Method Not Allowed\n';
  res.writeHead(405, {
    allow: servedMethods.join(', '),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Replaces a header in both views Node keeps of it (`headers` and `rawHeaders`), whatever its case. */
function replaceHeader(req: IncomingMessage, name: string, value: string): void {
  delete req.headers[name];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === name) raw.splice(i, 2);
  req.headers[name] = value;
  raw.push(name, value);
}

/** True when the request may go on to Next.js; false when it has been answered here. */
export function gateRequest(req: IncomingMessage, res: ServerResponse, trustedProxies: BlockList): boolean {
  if (!(servedMethods as readonly string[]).includes(req.method ?? '')) {
    refuseMethod(res);
    return false;
  }
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
  replaceHeader(req, clientAddressHeader, address);
  return true;
}
