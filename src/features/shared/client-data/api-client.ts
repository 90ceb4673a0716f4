// The browser's one way to send a REST call (decision 0021): same-origin JSON with the CSRF header on every change,
// and a refusal back as its stable code (and field codes) — never an exception — for the caller to turn into a
// message. Reads that SWR keeps use its default fetcher instead (swr-config.ts: non-OK throws an error naming URL,
// status and status text, SPEC §8).
import { csrfHeader } from '@/platform/http/csrf-header';

export type ApiRefusal = {
  ok: false;
  /** 0 when no answer came (offline); `error` is then NETWORK. */
  status: number;
  /** The stable code of the answer's `error`, UNKNOWN when it has none. */
  error: string;
  fields?: Record<string, string>;
  /** The whole answer body (`max`, `retryAfterSeconds`, `step` …). */
  details: Record<string, unknown>;
};

export type ApiAnswer<T> = { ok: true; status: number; body: T } | ApiRefusal;

export interface CallOptions {
  /** The request outlives a page navigation ("search, then leave" is still recorded). */
  keepalive?: boolean;
}

export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  { keepalive }: CallOptions = {},
): Promise<ApiAnswer<T>> {
  // Same-origin is fetch's default; every answer of these endpoints is JSON and `private, no-store`.
  const headers: Record<string, string> = method === 'GET' ? {} : { [csrfHeader]: '1' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, keepalive, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, error: 'NETWORK', details: {} };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, status: response.status, body: json as T };
  return {
    ok: false,
    status: response.status,
    error: typeof json.error === 'string' ? json.error : 'UNKNOWN',
    fields: json.fields as Record<string, string> | undefined,
    details: json,
  };
}
