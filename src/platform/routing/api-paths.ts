// Every REST path the storefront's browser code calls, written once (decision 0021); api-paths.test.ts checks each
// against the route files under src/app/api, so a moved or renamed route cannot leave a dead path behind.
// Grouped by area and exported one group at a time, so a page's bundle holds only the groups it calls.
const segment = encodeURIComponent;

/** GET: the session token (every page, src/features/session). */
export const sessionPath = '/api/identity/session';
/** GET: who the session's customer is (SPEC §7). */
export const customerPath = '/api/customer/v1';

export const identityPaths = {
  login: '/api/identity/login',
  customerNumberLogin: '/api/identity/login/customer-number',
  logout: '/api/identity/logout',
  register: '/api/identity/register',
  activate: '/api/identity/activate',
  forgot: '/api/identity/password/forgot',
  resetCheck: '/api/identity/password/reset/check',
  reset: '/api/identity/password/reset',
} as const;

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

export const orderPaths = {
  orderOf: (orderNumber: string) => `/api/orders/${segment(orderNumber)}`,
  withdrawal: '/api/orders/withdrawal',
  attempt: (attemptId: string) => `/api/payments/attempts/${segment(attemptId)}`,
  retryPayment: '/api/payments/retry',
  paylinkPay: '/api/paylink/pay',
} as const;

export const accountPaths = {
  premium: '/api/customer/premium',
} as const;

export const searchPaths = {
  suggest: '/api/search/suggest',
  history: '/api/search/searchhistory/v1',
  forget: '/api/search/searchhistory/delete',
  forgetAll: '/api/search/searchhistory/deleteall',
} as const;

export const reviewPaths = {
  feedback: '/api/inform/rating/feedback',
  store: '/api/inform/rating/new/store',
} as const;

export const quickViewPath = (sku: string) => `/api/catalog/quickview/${segment(sku)}`;

export const recommendationsPath = (type: string, id: string, session: string, hashedEmail: string) =>
  `/api/dynamicyield/${segment(type)}/${segment(id)}/${segment(session)}/${segment(hashedEmail)}`;

/** Beacons: sent with navigator.sendBeacon, a keepalive POST where it is missing. */
export const vitalsPath = '/api/vitals';
export const clientErrorsPath = '/api/client-errors';
export const exposurePath = '/api/experiments/exposure';
