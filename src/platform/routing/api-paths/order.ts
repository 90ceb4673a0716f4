// REST paths of orders, withdrawal and payments.
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.
// api-paths.test.ts checks every path against the route files under src/app/api.

const segment = encodeURIComponent;

export const orderPaths = {
  orderOf: (orderNumber: string) => `/api/orders/${segment(orderNumber)}`,
  surveyOf: (orderNumber: string) => `/api/orders/${segment(orderNumber)}/survey`,
  withdrawal: '/api/orders/withdrawal',
  attempt: (attemptId: string) => `/api/payments/attempts/${segment(attemptId)}`,
  retryPayment: '/api/payments/retry',
  paylinkPay: '/api/paylink/pay',
} as const;
