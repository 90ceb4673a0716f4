// REST paths of the checkout steps.
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.
// api-paths.test.ts checks every path against the route files under src/app/api.

export const checkoutPaths = {
  checkout: '/api/checkout',
  delivery: '/api/checkout/delivery',
  paymentOptions: '/api/checkout/payment-options',
  payment: '/api/checkout/payment',
  protection: '/api/checkout/protection',
  premium: '/api/checkout/premium',
  order: '/api/checkout/order',
  addresses: '/api/customer/addresses',
  parcelShops: '/api/parcel-shops',
} as const;
