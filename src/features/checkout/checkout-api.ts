// Calls of the checkout, address, parcel-shop, order and payment endpoints from the browser: JSON with the CSRF
// header on every change; a refusal comes back as its stable code (and field codes), never as an exception.
import { csrfHeader } from '@/platform/http/csrf-header';

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
  orderOf: (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}`,
  attempt: (attemptId: string) => `/api/payments/attempts/${encodeURIComponent(attemptId)}`,
  retryPayment: '/api/payments/retry',
} as const;

export type ApiAnswer<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: string; fields?: Record<string, string>; details: Record<string, unknown> };

export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : { [csrfHeader]: '1' }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: 'NETWORK', details: {} };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, status: response.status, body: json as T };
  return {
    ok: false,
    status: response.status,
    error: typeof json.error === 'string' ? json.error : 'UNKNOWN',
    fields: (json.fields as Record<string, string> | undefined) ?? undefined,
    details: json,
  };
}

/** For SWR: a GET that throws on a refusal (the error carries the answer). */
export async function fetchJson<T>(path: string): Promise<T> {
  const answer = await callApi<T>('GET', path);
  if (answer.ok) return answer.body;
  throw Object.assign(new Error(`${path}: ${answer.status} ${answer.error}`), { answer });
}
