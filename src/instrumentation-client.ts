// Runs in the browser before the app (Next's instrumentation-client convention).
// zod compiles object parsers with `new Function` when it may, and probes for that by trying it when a schema is
// built: under the shop's Content-Security-Policy (no 'unsafe-eval', decision 0035) the probe is a reported
// violation. In the browser zod parses without compiling; this must be set before any schema module is evaluated.
import { config } from 'zod/v4/core';

config({ jitless: true });
