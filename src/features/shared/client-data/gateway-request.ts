// GraphQL for the parts of a page that must not load urql (decision 0005, 0021): the header's basket count and add to
// basket on product pages and quick views. One fetch of a generated document: GET for a query (the cheapest answer,
// cacheable), POST for a mutation, the CSRF header on both; an answer without data gives its GraphQL errors.
import { csrfHeader } from '@/platform/http/csrf-header';
import type { TypedDocumentString } from './generated/graphql';

let gatewayUrl = '/api/gateway';

/** GATEWAY_URL as the layout read it on the server; the header sets it once per page. */
export function configureGateway(url: string): void {
  gatewayUrl = url;
}

export interface GatewayError {
  message?: string;
  extensions?: Record<string, unknown>;
}

export type GatewayAnswer<Data> =
  | { ok: true; data: Data }
  /** `network`: no answer at all (offline). */
  | { ok: false; network: boolean; errors: readonly GatewayError[] };

/** Whether a variable holds a file (then the request goes as multipart, built by a module loaded only then). */
const holdsFile = (variables: Record<string, unknown>) =>
  Object.values(variables).some((v) => v instanceof File || (Array.isArray(v) && v.some((x) => x instanceof File)));

export async function requestGateway<Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Data, Variables>,
  variables: Variables,
  url: string = gatewayUrl,
): Promise<GatewayAnswer<Data>> {
  const query = String(document);
  const get = query.startsWith('query');
  const search = new URLSearchParams({ query });
  if (Object.keys(variables).length > 0) search.set('variables', JSON.stringify(variables));
  const headers: Record<string, string> = { accept: 'application/json', [csrfHeader]: '1' };
  const form = !get && holdsFile(variables) ? (await import('./multipart-body')).multipartBody(query, variables) : null;
  // The browser sets multipart's content type itself, with the boundary.
  if (!get && !form) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = get
      ? await fetch(`${url}?${search}`, { headers })
      : await fetch(url, { method: 'POST', headers, body: form ?? JSON.stringify({ query, variables }) });
  } catch {
    return { ok: false, network: true, errors: [] };
  }
  const body = (await response.json().catch(() => null)) as { data?: Data | null; errors?: GatewayError[] } | null;
  if (body?.data) return { ok: true, data: body.data };
  return { ok: false, network: false, errors: body?.errors ?? [] };
}
