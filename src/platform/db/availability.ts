// Whether PostgreSQL is reachable, as the app last saw it. A connection-level failure (refused, reset, the server
// shutting down) marks it down; from then on a probe asks it once a second until it answers, and the HTTP server
// (scripts/start.ts) answers what needs the database with 503 and Retry-After instead of a 500 per request
// (decision 0050). Statement errors (a unique violation, a bad value) say nothing about reachability and are ignored.

/** SQLSTATE classes and codes that mean "no connection", and the socket errors of a refused or cut connection. */
const connectionCodes = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const connectionMessages = /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection/i;

export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionCodes.has(code) || code.startsWith('08'))) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && connectionMessages.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before it tries again while the database is down. */
export const retryAfterSeconds = 5;

export interface Availability {
  /** False from a connection failure until the probe reaches the database again. */
  up(): boolean;
  /** Reports an error of a query or of the pool; only connection failures count. */
  observe(error: unknown): void;
  stop(): void;
}

export function databaseAvailability(
  probe: () => Promise<unknown>,
  log: { warn(fields: object, message: string): void; info(fields: object, message: string): void },
  probeEveryMs = 1_000,
): Availability {
  let downSince: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let probing = false;

  const tryProbe = async () => {
    if (probing) return;
    probing = true;
    try {
      await probe();
      log.info({ component: 'db', downForMs: Date.now() - (downSince ?? Date.now()) }, 'database reachable again');
      downSince = null;
      if (timer) clearInterval(timer);
      timer = null;
    } catch {
      // still down: the next tick tries again
    } finally {
      probing = false;
    }
  };

  return {
    up: () => downSince === null,
    observe(error) {
      if (!isConnectionError(error) || downSince !== null) return;
      downSince = Date.now();
      log.warn({ component: 'db', code: (error as { code?: string }).code }, 'database unreachable: answering 503 until it is back');
      timer = setInterval(() => void tryProbe(), probeEveryMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

// One per process, on globalThis: Next.js bundles server code apart from the start script, and both must see it.
const KEY = Symbol.for('schaufenster.database-availability');
type Holder = { [KEY]?: Availability };

/** The start script installs the process's availability; before that (tests, scripts) nothing is tracked. */
export function installAvailability(availability: Availability): void {
  (globalThis as Holder)[KEY] = availability;
}

export function reportDatabaseError(error: unknown): void {
  (globalThis as Holder)[KEY]?.observe(error);
}

export function databaseUp(): boolean {
  return (globalThis as Holder)[KEY]?.up() ?? true;
}
