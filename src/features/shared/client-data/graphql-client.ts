// The urql client of the storefront: graphcache, retries on network failure, and fetch against the gateway.
import { cacheExchange } from '@urql/exchange-graphcache';
import { retryExchange, type RetryExchangeOptions } from '@urql/exchange-retry';
import { Client, fetchExchange } from 'urql';
import { csrfHeader } from '@/platform/http/csrf-header';
import { isSlowConnection } from './connection';
import { graphcacheKeys, graphcacheResolvers } from './graphcache-keys';

/** SPEC §8: data fetch errors are retried with backoff from 5 s, 10 s on slow connections. */
export function retryOptions(slowConnection: boolean): RetryExchangeOptions {
  const initialDelayMs = slowConnection ? 10_000 : 5_000;
  return {
    initialDelayMs,
    maxDelayMs: 4 * initialDelayMs,
    // Jitter, so shoppers whose requests failed together do not all come back in the same second.
    randomDelay: true,
    maxNumberAttempts: 3,
    // Only reads: a mutation whose answer was lost may well have happened, and must not happen twice.
    retryIf: (error, operation) => Boolean(error.networkError) && operation.kind === 'query',
  };
}

export interface GraphqlClientOptions {
  /** The gateway URL, GATEWAY_URL on the server (default /api/gateway). */
  url: string;
  /** Read from the browser when not given; fixed for the life of the client. */
  slowConnection?: boolean;
  fetch?: typeof fetch;
}

export function createGraphqlClient({ url, slowConnection = isSlowConnection(), fetch }: GraphqlClientOptions): Client {
  return new Client({
    url,
    fetch,
    requestPolicy: 'cache-first',
    // GET while the URL stays under 2048 characters, so CDNs and browsers can cache reads; POST above that.
    // Mutations always POST, with multipart when a variable holds a File (built into urql's fetchExchange).
    preferGetMethod: 'within-url-limit',
    // The gateway refuses form-type POSTs (uploads) without it; see src/api/graphql/csrf-guard.ts.
    fetchOptions: { headers: { [csrfHeader]: '1' } },
    exchanges: [cacheExchange({ keys: graphcacheKeys, resolvers: graphcacheResolvers }), retryExchange(retryOptions(slowConnection)), fetchExchange],
  });
}
