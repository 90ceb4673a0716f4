// Sends a client-side error to the server log (POST /api/client-errors) by beacon, with a fetch fallback.
import { clientErrorsPath } from '@/platform/routing/api-paths/beacons';

export interface ClientErrorContext {
  component: string;
  componentStack?: string;
  digest?: string;
}

export function reportClientError(error: Error, context: ClientErrorContext): void {
  console.error(`[${context.component}]`, error);
  const body = JSON.stringify({
    message: error.message.slice(0, 500),
    name: error.name,
    stack: error.stack?.slice(0, 2000),
    component: context.component,
    componentStack: context.componentStack?.slice(0, 2000),
    digest: context.digest,
    pathname: window.location.pathname,
  });
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(clientErrorsPath, new Blob([body], { type: 'application/json' }));
  if (!sent) {
    fetch(clientErrorsPath, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(
      (failure: unknown) => console.error('client error report failed', failure),
    );
  }
}
