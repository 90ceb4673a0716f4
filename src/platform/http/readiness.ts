// The balancer's two questions, answered by the HTTP server before Next.js (scripts/start.ts), so they cost nothing
// and still answer while Next.js is busy: `GET /api/live` — is this process serving at all; `GET /api/ready` — should
// it get requests: not while it drains for a shutdown and not while the database is down (decision 0049).
// `GET /api/health` (Next.js route) stays the monitoring check with the database's round trip.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { retryAfterSeconds } from '@/platform/db/availability';

export const livePath = '/api/live';
export const readyPath = '/api/ready';

export interface ReadinessState {
  draining(): boolean;
  databaseUp(): boolean;
}

function reply(res: ServerResponse, status: number, body: object, retryAfter?: number): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}),
  });
  res.end(text);
}

/** True when the request was a liveness or readiness check and has been answered. */
export function answerProbe(req: IncomingMessage, res: ServerResponse, state: ReadinessState): boolean {
  const path = (req.url ?? '').split('?')[0];
  if (path === livePath) {
    reply(res, 200, { status: 'live' });
    return true;
  }
  if (path !== readyPath) return false;
  if (state.draining()) reply(res, 503, { status: 'draining' }, retryAfterSeconds);
  else if (!state.databaseUp()) reply(res, 503, { status: 'unavailable', database: 'down' }, retryAfterSeconds);
  else reply(res, 200, { status: 'ready' });
  return true;
}

/**
 * While the database is down: what needs it is answered 503 with Retry-After here, instead of failing inside Next.js.
 * Page GETs go on (the page cache serves them; nginx serves its stale copy of one that fails), and so do the probes.
 */
export function answerUnavailable(req: IncomingMessage, res: ServerResponse, state: ReadinessState): boolean {
  if (state.databaseUp()) return false;
  const path = (req.url ?? '').split('?')[0] ?? '';
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  if (readOnly && !path.startsWith('/api/')) return false;
  if (path.startsWith('/_next/')) return false;
  reply(res, 503, { error: 'SERVICE_UNAVAILABLE', reason: 'database' }, retryAfterSeconds);
  return true;
}
