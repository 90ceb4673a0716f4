// REST paths of login, registration and password reset.
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.
// api-paths.test.ts checks every path against the route files under src/app/api.

export const identityPaths = {
  login: '/api/identity/login',
  customerNumberLogin: '/api/identity/login/customer-number',
  logout: '/api/identity/logout',
  register: '/api/identity/register',
  guest: '/api/identity/guest',
  guestAccount: '/api/identity/guest/account',
  activate: '/api/identity/activate',
  forgot: '/api/identity/password/forgot',
  resetCheck: '/api/identity/password/reset/check',
  reset: '/api/identity/password/reset',
} as const;
