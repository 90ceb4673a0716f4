// One GET with an explicit Host header (the tenant is chosen by it), always to a loopback origin.
import { request } from 'node:http';

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function httpGet(
  origin: string,
  path: string,
  host: string,
  timeoutMs = 30_000,
): Promise<HttpResponse> {
  const url = new URL(path, origin);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`bench traffic stays on this machine, not ${url.host}`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'GET', headers: { host }, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${url.pathname} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/** The first value of a response header, or undefined. */
export function header(response: HttpResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
