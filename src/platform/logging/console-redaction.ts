// Next.js writes the errors of route handlers and pages with console.error, and so do start.ts's last-resort
// handlers: a failed query's error there would print its parameters (an e-mail address, an outbox row with a whole
// mail). Installed once at start, this passes every console.error and console.warn argument through the logger's
// rules first (decision 0019).
import { maskPersonalText, safeErrorMessage } from './logger';

const INSTALLED = Symbol.for('schaufenster.console-redaction');

/** An error as it may be printed: the safe message, the stack's frames, the name and code, nothing else. */
export function printableError(error: Error): Error {
  const safe = new Error(safeErrorMessage(error));
  safe.name = error.name;
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  safe.stack = [`${error.name}: ${safe.message}`, ...frames].join('\n');
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) Object.assign(safe, { code });
  return safe;
}

export function redactConsoleArgument(value: unknown): unknown {
  if (value instanceof Error) return printableError(value);
  if (typeof value === 'string') return maskPersonalText(value);
  return value;
}

export function installConsoleRedaction(target: Pick<Console, 'error' | 'warn'> = console): void {
  const holder = target as unknown as Record<symbol, boolean>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  for (const level of ['error', 'warn'] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => original(...args.map(redactConsoleArgument));
  }
}
