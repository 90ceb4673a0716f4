// REST paths of the quick view, the bra size finder and the recommendations.
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.
// api-paths.test.ts checks every path against the route files under src/app/api.

const segment = encodeURIComponent;

export const quickViewPath = (sku: string) => `/api/catalog/quickview/${segment(sku)}`;

export const recommendationsPath = (type: string, id: string, session: string, hashedEmail: string) =>
  `/api/dynamicyield/${segment(type)}/${segment(id)}/${segment(session)}/${segment(hashedEmail)}`;

/** The bra size finder: POST bust and under-bust, get the size (decision 0047). */
export const braSizePath = '/api/catalog/bra-size';
