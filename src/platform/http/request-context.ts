// The shop context of a request as the proxy wrote it into the request headers (src/proxy.ts). Client-sent values
// of these headers never arrive: the proxy overwrites them.
export const contextHeaders = {
  requestId: 'x-request-id',
  tenant: 'x-shop-tenant',
  locale: 'x-shop-locale',
} as const;

export interface RequestContextHeaders {
  requestId: string;
  tenant: string | null;
  locale: string | null;
}

export function readContextHeaders(headers: Headers): RequestContextHeaders {
  return {
    requestId: headers.get(contextHeaders.requestId) ?? 'none',
    tenant: headers.get(contextHeaders.tenant),
    locale: headers.get(contextHeaders.locale),
  };
}
