// REST paths of the search field.
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.
// api-paths.test.ts checks every path against the route files under src/app/api.

export const searchPaths = {
  suggest: '/api/search/suggest',
  history: '/api/search/searchhistory/v1',
  forget: '/api/search/searchhistory/delete',
  forgetAll: '/api/search/searchhistory/deleteall',
} as const;
