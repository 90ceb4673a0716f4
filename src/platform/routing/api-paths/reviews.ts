// REST paths of the product reviews (SPEC §7).
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.
// api-paths.test.ts checks every path against the route files under src/app/api.

export const reviewPaths = {
  feedback: '/api/inform/rating/feedback',
  store: '/api/inform/rating/new/store',
} as const;
