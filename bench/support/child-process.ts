// Child processes of a bench run: each in its own process group, output forwarded to stderr, and stopped
// (SIGTERM, then SIGKILL) when the run ends — whether it ends well or not.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Child {
  process: ChildProcess;
  /** The last lines the child printed, for an error message when it dies. */
  tail: string[];
  /** Settles when the child has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const TAIL_LINES = 40;
const children = new Set<Child>();

export function spawnChild(
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    label: string;
    echo: boolean;
    onLine?: (line: string) => void;
  },
): Child {
  // detached: a process group of its own, so stopping it also stops what it spawned (e.g. `next build`).
  const proc = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const onData = (buffered: { rest: string }) => (chunk: Buffer) => {
    const lines = (buffered.rest + chunk.toString('utf8')).split('\n');
    buffered.rest = lines.pop() ?? '';
    for (const line of lines) {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      if (options.echo) process.stderr.write(`[${options.label}] ${line}\n`);
      options.onLine?.(line);
    }
  };
  proc.stdout?.on('data', onData({ rest: '' }));
  proc.stderr?.on('data', onData({ rest: '' }));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    proc.once('exit', (code, signal) => resolve({ code, signal }));
    proc.once('error', () => resolve({ code: null, signal: null }));
  });
  const child: Child = { process: proc, tail, exited };
  children.add(child);
  void exited.then(() => children.delete(child));
  return child;
}

function signalGroup(child: Child, signal: NodeJS.Signals): void {
  const pid = child.process.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

function hasExited(child: Child): boolean {
  return (
    child.process.exitCode !== null || child.process.signalCode !== null || child.process.pid === undefined
  );
}

/** SIGTERM to the child's process group; SIGKILL after `graceMs` if it is still there. */
export async function stopChild(child: Child, graceMs = 10_000): Promise<void> {
  if (hasExited(child)) return;
  signalGroup(child, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    child.exited.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    signalGroup(child, 'SIGKILL');
    await child.exited;
  }
}

/** Every child this run started and that is still running. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}
