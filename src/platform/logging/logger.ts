// pino JSON logs. Every request logs through a child with its request id, tenant and locale.
import pino, { type Logger } from 'pino';

const KEY = Symbol.for('schaufenster.logger');
type Holder = { [KEY]?: Logger };

/** Never log these, wherever they appear in a logged object. */
const redactPaths = [
  'password',
  '*.password',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'headers.cookie',
  'headers.authorization',
  'resetLink',
  '*.resetLink',
];

function createLogger(): Logger {
  return pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'schaufenster' },
    redact: { paths: redactPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

export function logger(): Logger {
  const holder = globalThis as Holder;
  holder[KEY] ??= createLogger();
  return holder[KEY];
}

export interface LogContext {
  requestId?: string;
  tenant?: string;
  locale?: string;
  [key: string]: unknown;
}

export function loggerFor(context: LogContext): Logger {
  return logger().child(context);
}

/** Errors as plain objects pino can print (message, name, stack, code). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return { err: { name: error.name, message: error.message, stack: error.stack, code: (error as { code?: unknown }).code } };
  }
  return { err: { message: String(error) } };
}
