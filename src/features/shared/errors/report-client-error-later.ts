// The error boundaries' way to report: the reporting code loads when an error happens, not with every page (it is
// needed on the rare page that fails). Should the reporter not load, the error is still written to the console.
import type { ClientErrorContext } from './report-client-error';

export function reportClientErrorLater(error: Error, context: ClientErrorContext): void {
  import('./report-client-error')
    .then(({ reportClientError }) => reportClientError(error, context))
    .catch(() => console.error(`[${context.component}]`, error));
}
