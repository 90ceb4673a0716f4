// HTTP for the fault scripts: node:http, because the shop picks the tenant by the Host header (fetch cannot set it).
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function send(
  origin: { port: number; host: string },
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  timeoutMs = 20_000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: origin.port, method, path, agent, headers: { host: origin.host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export function closeConnections(): void {
  agent.destroy();
}
