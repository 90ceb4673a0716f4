// Graceful shutdown of the HTTP server (decision 0049): on SIGTERM the server stops accepting connections, answers
// readiness with 503 so the balancer stops sending, lets every request in flight finish (an order being placed is
// committed and answered), closes idle keep-alive connections and asks busy ones to close after their answer; then
// the caller stops its jobs and closes the database pool. A request still running after `timeoutMs` is cut.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface Drain {
  /** Call for every request the server takes; counts it until its response ends or its connection closes. */
  track(req: IncomingMessage, res: ServerResponse): void;
  draining(): boolean;
  inFlight(): number;
  /** Stops accepting, waits for the requests in flight (at most timeoutMs); resolves with those that did not finish. */
  drain(timeoutMs: number): Promise<number>;
}

export function drainable(server: Server): Drain {
  let active = 0;
  let isDraining = false;
  let settled: (() => void) | null = null;

  return {
    track(req, res) {
      active++;
      if (isDraining) res.setHeader('connection', 'close');
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        active--;
        if (isDraining && active === 0) settled?.();
      };
      res.once('finish', end);
      res.once('close', end);
      req.once('error', end);
    },
    draining: () => isDraining,
    inFlight: () => active,
    async drain(timeoutMs) {
      isDraining = true;
      server.close();
      server.closeIdleConnections();
      if (active > 0) {
        await new Promise<void>((resolve) => {
          settled = resolve;
          setTimeout(resolve, timeoutMs).unref();
        });
      }
      const left = active;
      server.closeAllConnections();
      return left;
    },
  };
}
