// Where the gateway's errors are logged. A resolver's unexpected error is logged through the request's logger, so
// the entry carries request id, tenant and locale; the client sees only the masked message. Everything else yoga
// reports goes to the process logger.
import { GraphQLError } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { Logger } from 'pino';
import { errorFields, safeErrorMessage } from '@/platform/logging/logger';
import type { GatewayContext } from './builder';

/** Errors already logged with their request: yoga logs each masked error again, and that second entry is dropped. */
const loggedWithRequest = new WeakSet<object>();

/** A GraphQLError thrown on purpose (bad input, not found) is an answer for the client, not a fault to log. */
function isDeliberate(error: GraphQLError): boolean {
  const cause = error.originalError;
  if (cause == null) return true;
  return cause instanceof GraphQLError && isDeliberate(cause);
}

export function requestErrorLogPlugin(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const log = args.contextValue.scope.log;
      return {
        onExecuteDone(payload) {
          // Runs before yoga's masking plugin, which comes after all user plugins, so the real error is still here.
          return handleStreamOrSingleExecutionResult(payload, ({ result }) => {
            for (const error of result.errors ?? []) {
              if (isDeliberate(error)) continue;
              loggedWithRequest.add(error);
              log.error(
                { ...errorFields(error.originalError), path: error.path?.join('.') },
                'GraphQL resolver failed',
              );
            }
          });
        },
      };
    },
  };
}

/** yoga's logger interface on pino. */
export function yogaLogger(log: Logger): YogaLogger {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      const details = rest.length ? rest : undefined;
      if (level === 'error' && typeof first === 'object' && first !== null && loggedWithRequest.has(first)) {
        return;
      }
      if (first instanceof Error) {
        // The message without what the error carries (a failed query's parameters), like errorFields.
        log[level]({ ...errorFields(first), details }, safeErrorMessage(first));
      } else {
        log[level]({ details }, String(first));
      }
    };
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}
