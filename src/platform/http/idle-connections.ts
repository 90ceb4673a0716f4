// How long the app keeps an idle keep-alive connection open. Node closes one after 5 s by default, while a client
// that keeps connections (nginx's upstream pool: 60 s unless told; a test's request context; a load balancer) may
// send its next request on it at the very moment the server closes it: that request fails with ECONNRESET, and
// nginx answers a POST (an order) with 502 because it repeats only what is safe to repeat. The rule every balancer
// documents: the server keeps idle connections open longer than any client in front of it does.
import type { Server } from 'node:http';

/** nginx keeps an idle connection to an instance this long (its `keepalive_timeout` in the upstream block). */
export const UPSTREAM_IDLE_SECONDS = 60;

/** The app keeps an idle connection a little longer than nginx, so nginx is always the one to close it. */
export const SERVER_IDLE_MS = (UPSTREAM_IDLE_SECONDS + 5) * 1000;

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = SERVER_IDLE_MS;
  // Node's own rule: the time allowed for a request's headers must exceed the idle time, or an idle connection's
  // next request is cut while its headers arrive.
  server.headersTimeout = SERVER_IDLE_MS + 1000;
}
