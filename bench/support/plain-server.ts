// The plain baseline: a bare node:http server that answers every request with one fixed response. Run as a child
// process (like the app), so it does not share an event loop with the load generator.
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnChild, stopChild } from './child-process';

export interface PlainServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the plain server with `body` and `contentType`; resolves once it listens. */
export async function startPlainServer(
  root: string,
  body: Buffer,
  contentType: string,
): Promise<PlainServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schaufenster-bench-plain-'));
  const bodyFile = path.join(dir, 'body');
  writeFileSync(bodyFile, body);
  let onPort: (port: number) => void = () => {};
  const portPromise = new Promise<number>((resolve) => (onPort = resolve));
  const child = spawnChild(['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: root,
    label: 'plain',
    echo: false,
    env: { ...process.env, BENCH_BODY_FILE: bodyFile, BENCH_CONTENT_TYPE: contentType },
    onLine: (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) onPort(Number(match[1]));
    },
  });
  void child.exited.then(() => rmSync(dir, { recursive: true, force: true }));
  const stop = () => stopChild(child);
  const port = await Promise.race([
    portPromise,
    child.exited.then(() => {
      throw new Error(`the plain node:http server exited:\n${child.tail.join('\n')}`);
    }),
  ]).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { origin: `http://127.0.0.1:${port}`, stop };
}

function serve(): void {
  const body = readFileSync(process.env.BENCH_BODY_FILE ?? '');
  const headers = {
    'content-type': process.env.BENCH_CONTENT_TYPE ?? 'application/octet-stream',
    'content-length': body.length,
  };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
  });
  process.once('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) serve();
