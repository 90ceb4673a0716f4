// The GraphQL gateway at /api/gateway: graphql-yoga serving the Pothos schema, GET and POST, multipart uploads.
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { requestScope } from '@/api/http/request-shop-context';
import { env } from '@/platform/config/env';
import { loggerFor } from '@/platform/logging/logger';
import type { GatewayContext } from './builder';
import { csrfGuardPlugin } from './csrf-guard';
import { requestErrorLogPlugin, yogaLogger } from './error-logging';
import { requestBodyPlugin, operationLimitsPlugin } from './operation-limits';
import { responseHeadersPlugin } from './response-headers';
import { informSchema } from './inform-schema';
import { schema as gatewaySchema } from './schema';

export const gatewayPath = '/api/gateway';
/** The rating endpoint the spec configures (SPEC §7, decision 0044): the ratings part of the same schema. */
export const informPath = '/api/inform/graphql';

export interface GatewayOptions {
  schema?: GraphQLSchema;
  /** The path yoga answers on; the gateway's by default. */
  endpoint?: string;
  /** Production masks unexpected errors to "Unexpected error." and serves no GraphiQL. */
  production?: boolean;
}

export function createGateway({
  schema = gatewaySchema,
  endpoint = gatewayPath,
  production = env().NODE_ENV === 'production',
}: GatewayOptions = {}) {
  return createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    graphqlEndpoint: endpoint,
    context: ({ request }) => ({ scope: requestScope(request), request }),
    multipart: true,
    // Introspection stays on: the schema is the storefront's public contract and holds nothing secret.
    graphiql: !production,
    landingPage: false,
    // yoga's default CORS answers every origin with credentials. The storefront calls its own origin; a
    // cross-origin GATEWAY_URL needs an explicit origin list here first.
    cors: false,
    // In development the masked error carries the original message and stack in its extensions.
    maskedErrors: { isDev: !production },
    logging: yogaLogger(loggerFor({ component: 'graphql' })),
    plugins: [
      csrfGuardPlugin(),
      requestBodyPlugin(),
      operationLimitsPlugin(),
      requestErrorLogPlugin(),
      responseHeadersPlugin(),
    ],
    // The platform's own fetch classes, as Next.js hands them in and expects them back; yoga's ponyfills would
    // otherwise build the response and the uploaded files (whose File.slice it does not implement).
    fetchAPI: { Request, Response, Headers, FormData, File, Blob },
  });
}

export type Gateway = ReturnType<typeof createGateway>;

export const gateway = createGateway();

/** /api/inform/graphql: the same limits, guards and logging as the gateway, over the ratings schema. */
export const informGateway = createGateway({ schema: informSchema(), endpoint: informPath });
