// REST paths every page calls: the session token and the customer behind it.
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.
// api-paths.test.ts checks every path against the route files under src/app/api.

/** GET: the session token (every page, src/features/shared/session). */
export const sessionPath = '/api/identity/session';
/** GET: who the session's customer is (SPEC §7). */
export const customerPath = '/api/customer/v1';
