// Beacon paths, sent with navigator.sendBeacon (a keepalive POST where it is missing).
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.
// api-paths.test.ts checks every path against the route files under src/app/api.

export const vitalsPath = '/api/vitals';
export const clientErrorsPath = '/api/client-errors';
export const exposurePath = '/api/experiments/exposure';
