// The operators' endpoints (the web-vitals dashboard's login, decision 0036).
export const opsPaths = {
  login: '/api/ops/login',
  logout: '/api/ops/logout',
} as const;
