// What one GraphQL request may cost (docs/api.md, "Limits"). One 120 KB query with 2,000 aliases of `product` held
// the server for 12–22 s; every request is now measured before it runs: the body's size as it arrives, the tokens as
// they are parsed, depth, aliases, directives and an estimated cost while validating. The shop's own operations
// (src/features/**/…operations.ts, ratings-query.ts) stay far below: at most 181 tokens, depth 5, no aliases, cost 323
// (src/app/api/gateway/operation-limits.test.ts keeps them measured).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const operationLimits = {
  /** Bytes of a JSON or form POST body; multipart uploads keep yoga's own limit (attachments are judged by size). */
  maxBodyBytes: 64 * 1024,
  /** Lexical tokens of the query document: the parser stops counting there, before building anything. */
  maxTokens: 1000,
  maxDepth: 8,
  maxAliases: 10,
  maxDirectives: 20,
  /** graphql-armor's estimate: objects 2, scalars 1, each level deeper × 1.5; three times the whole basket. */
  maxCost: 1000,
} as const;

/**
 * A refusal is a request error, like yoga's own validation errors: 400 for a client that accepts
 * application/graphql-response+json, 200 with only `errors` for a plain application/json one (graphql-http).
 */
const asRequestError = [
  (_context: unknown, error: GraphQLError) => {
    (error.extensions as Record<string, unknown>).http = { status: 400, spec: true };
  },
];

/** Depth, aliases, directives, tokens and cost, refused with a GraphQL error that names the limit. */
export function operationLimitsPlugin(): Plugin {
  return EnvelopArmorPlugin({
    maxTokens: { n: operationLimits.maxTokens, onReject: asRequestError },
    maxDepth: { n: operationLimits.maxDepth, onReject: asRequestError },
    maxAliases: { n: operationLimits.maxAliases, onReject: asRequestError },
    maxDirectives: { n: operationLimits.maxDirectives, onReject: asRequestError },
    costLimit: { maxCost: operationLimits.maxCost, exposeLimits: true, onReject: asRequestError },
    // Introspection is on (the schema is public), so "Did you mean …?" hides nothing and helps.
    blockFieldSuggestion: { enabled: false },
  }) as Plugin;
}

const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** The body as bytes, or null as soon as it grows past `max` (the rest is never read). */
async function readCapped(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The parser's own words (a JSON SyntaxError's position and text) stay on the server: same message, same 400. The
 * error is yoga's own, changed in place. Without the original error yoga would answer an `application/json` client
 * 200 for a `spec` error; the status is kept by marking it as ours.
 */
function withoutParserDetails(error: unknown): unknown {
  const extensions = (error as { extensions?: Record<string, unknown> } | null)?.extensions;
  if (extensions && 'originalError' in extensions) {
    delete extensions.originalError;
    const http = extensions.http as { spec?: boolean } | undefined;
    if (http) http.spec = false;
  }
  return error;
}

const tooLarge = (fetchAPI: { Response: typeof Response }, maxBytes: number) =>
  new fetchAPI.Response(
    JSON.stringify({
      errors: [{ message: `Request body larger than ${maxBytes} bytes.`, extensions: { code: 'REQUEST_TOO_LARGE', maxBytes } }],
    }),
    { status: 413, headers: { 'content-type': 'application/json; charset=utf-8' } },
  );

/**
 * POST bodies (but multipart) over `maxBytes` are answered 413 before anything parses them; a body the parser
 * refuses gets its generic 400 without the parser's message.
 */
export function requestBodyPlugin(maxBytes: number = operationLimits.maxBodyBytes): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (!requestParser || request.method !== 'POST') return;
      setRequestParser(async (incoming) => {
        let parsing = incoming;
        if (!isMultipart(incoming)) {
          const body = await readCapped(incoming, maxBytes);
          if (body === null) return tooLarge(fetchAPI, maxBytes);
          parsing = new fetchAPI.Request(incoming.url, { method: 'POST', headers: incoming.headers, body });
        }
        try {
          return await requestParser(parsing);
        } catch (error) {
          throw withoutParserDetails(error);
        }
      });
    },
  };
}
