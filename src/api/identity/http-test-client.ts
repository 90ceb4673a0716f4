// A tiny browser stand-in for the identity endpoint tests: same-origin headers, a cookie jar per host, and a fresh
// client address per request unless one is given (the header the server sets from the socket, scripts/start.ts).
import { csrfHeader } from '@/platform/http/csrf-header';
import { clientAddressHeader } from '@/platform/http/client-address';

export type Handler = (request: Request) => Promise<Response>;

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  host?: string;
  headers?: Record<string, string>;
  /** Send no CSRF header and no Origin (what a forged form post looks like). */
  bare?: boolean;
  address?: string;
}

/** A fresh client: a random IPv6 /64 of the documentation range (limits count IPv6 per /64). */
const randomAddress = () => {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
};

export class TestBrowser {
  readonly jar = new Map<string, string>();

  constructor(readonly host = 'localhost:3000') {}

  async call(handler: Handler, path: string, options: CallOptions = {}) {
    const host = options.host ?? this.host;
    const headers: Record<string, string> = { host, [clientAddressHeader]: options.address ?? randomAddress() };
    if (!options.bare) {
      headers[csrfHeader] = '1';
      headers.origin = `http://${host}`;
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const cookie = [...this.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const request = new Request(`http://${host}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: { ...headers, ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const response = await handler(request);
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const name = pair!.slice(0, pair!.indexOf('='));
      const value = decodeURIComponent(pair!.slice(pair!.indexOf('=') + 1));
      if (/max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      setCookies,
      headers: response.headers,
    };
  }
}
