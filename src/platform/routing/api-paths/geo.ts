// REST path of the geo-country layer (decision 0048).
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.

/** GET: which other shop to offer the visitor, `{ country }` or `{ country: null }`. */
export const geoOfferPath = '/api/geo/offer';
