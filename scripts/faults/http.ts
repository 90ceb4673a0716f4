// HTTP for the fault scripts: node:http, because the shop picks the tenant by the Host header (fetch cannot set it).
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One request. A GET or HEAD whose reused keep-alive connection the server had just closed (nginx closes idle client
 * connections when it reloads) is sent once more on a new one, as browsers do (RFC 9112 §9.3.1); any other failure
 * is the caller's to see.
 */
export async function send(
  origin: { port: number; host: string },
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  timeoutMs = 20_000,
): Promise<Answer> {
  try {
    return await sendOnce(origin, method, path, headers, body, timeoutMs);
  } catch (error) {
    const idempotent = method === 'GET' || method === 'HEAD';
    if (!idempotent || !(error as { reusedSocket?: boolean }).reusedSocket) throw error;
    // On a new connection: the pool's other idle ones may have been closed by the same reload.
    return sendOnce(origin, method, path, headers, body, timeoutMs, false);
  }
}

function sendOnce(
  origin: { port: number; host: string },
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
  through: http.Agent | false = agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: origin.port, method, path, agent: through, headers: { host: origin.host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const closedBeforeAnswer = error.code === 'ECONNRESET' && req.reusedSocket;
      reject(Object.assign(error, { reusedSocket: closedBeforeAnswer }));
    });
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export function closeConnections(): void {
  agent.destroy();
}
