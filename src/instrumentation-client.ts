// Runs in the browser before the app (Next's instrumentation-client convention).
// zod compiles object parsers with `new Function` when it may, and probes for that by trying it when a schema is
// built: under the shop's Content-Security-Policy (no 'unsafe-eval', decision 0035) the probe is a reported
// violation. In the browser zod parses without compiling; this must be set before any schema module is evaluated.
// zod keeps its configuration in one object on globalThis (`__zod_globalConfig`, created if absent and shared by
// every copy of zod) — setting it there, instead of importing zod's config(), keeps 15 kB of zod's core out of
// every page's first-load JavaScript, where no schema is used (issue 21). src/platform/validation/zod-jitless.test.ts
// checks that zod reads it, so an upgrade that moves it fails there.
import { setZodJitless } from './platform/validation/zod-jitless';

setZodJitless();
