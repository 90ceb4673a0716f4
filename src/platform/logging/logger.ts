// pino JSON logs. Every request logs through a child with its request id, tenant and locale.
//
// Logs never carry personal data (issue 13, finding 5; decision 0019). Three layers keep it out:
// 1. `redact` removes the fields personal data travels in, wherever a logged object holds them (payloads, mails,
//    bodies, addresses, query parameters of a failed SQL statement);
// 2. `errorFields`, the one way errors reach a log line, drops what an error carries beside its message (a failed
//    query's parameters: the outbox row with the whole mail) and masks e-mail addresses in message and stack;
// 3. a formatter masks e-mail addresses in every string of every line, for what the first two did not foresee.
import pino, { type DestinationStream, type Logger } from 'pino';

const KEY = Symbol.for('schaufenster.logger');
type Holder = { [KEY]?: Logger };

/** Fields whose value is a person's data or a secret, at the top and one level down. */
const personalFields = [
  'password',
  'token',
  'authorization',
  'cookie',
  'resetLink',
  'link',
  // a mail, an outbox payload, a request body and their parts
  'payload',
  'redactedPayload',
  'mail',
  'body',
  'variables',
  'params',
  'to',
  'email',
  'address',
  'street',
  'postalCode',
  'phone',
  'firstName',
  'lastName',
  'birthDate',
  'iban',
];
const redactPaths = [
  ...personalFields.flatMap((field) => [field, `*.${field}`]),
  'headers.cookie',
  'headers.authorization',
];

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;

/** A text with every e-mail address replaced. */
export function maskPersonalText(text: string): string {
  return text.replace(EMAIL, '[email]');
}

function maskStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('@') ? maskPersonalText(value) : value;
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskStrings(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskStrings(v, depth + 1)]));
}

/** The logger with the house's options; `destination` lets a test read what would be written. */
export function createLogger(destination?: DestinationStream, level?: string): Logger {
  const options: pino.LoggerOptions = {
    level: level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'schaufenster' },
    redact: { paths: redactPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { log: (object) => maskStrings(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? maskPersonalText(a) : a)) as typeof args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
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

/**
 * An error's message without the data it may carry: drizzle's failed-query error writes the statement's parameters
 * into its message (an outbox update holds the whole mail), so it is replaced by the statement and its cause.
 */
export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return maskPersonalText(String(error));
  const failedQuery = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (typeof failedQuery.query === 'string' && 'params' in failedQuery) {
    const cause = failedQuery.cause instanceof Error ? `: ${safeErrorMessage(failedQuery.cause)}` : '';
    return `Failed query (parameters withheld): ${failedQuery.query.slice(0, 300)}${cause}`;
  }
  return maskPersonalText(error.message);
}

/** Errors as plain objects pino can print (message, name, stack, code), without the data they carry. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const message = safeErrorMessage(error);
    // The stack starts with "Name: message"; the frames below carry no data.
    const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
    return {
      err: {
        name: error.name,
        message,
        stack: [`${error.name}: ${message}`, ...frames].join('\n'),
        code: (error as { code?: unknown }).code,
      },
    };
  }
  return { err: { message: maskPersonalText(String(error)) } };
}
