// One app instance of the cluster: `scripts/start.ts` in a child process on its own loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Instance {
  port: number;
  child: ChildProcess | null;
  /** Set while the supervisor itself stops the instance: its exit is then no crash. */
  stopping: boolean;
}

export async function isReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function waitUntilReady(port: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited()) throw new Error(`the instance on port ${port} exited while starting`);
    if (await isReady(port)) return;
    await sleep(300);
  }
  throw new Error(`the instance on port ${port} was not ready within ${timeoutMs / 1000} s`);
}

export function spawnInstance(root: string, instance: Instance, env: NodeJS.ProcessEnv, log: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    cwd: root,
    env: { ...env, PORT: String(instance.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[app:${instance.port}] `;
  const forward = (stream: NodeJS.ReadableStream | null, out: (line: string) => void) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out(prefix + line);
    });
  };
  forward(child.stdout, log);
  forward(child.stderr, (line) => process.stderr.write(line + '\n'));
  instance.child = child;
  return child;
}

/** SIGTERM (graceful: the instance finishes what it serves), then SIGKILL after `graceMs`. */
export async function stopInstance(instance: Instance, graceMs: number): Promise<void> {
  const child = instance.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  instance.stopping = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(killer);
  instance.stopping = false;
}
