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

/**
 * A mutation whose variables hold files as the GraphQL multipart request (graphql-multipart-request-spec): the
 * operation with each file replaced by null, a map of form field → variable path, then the files. Top-level
 * variables only (a File or an array of Files), which is all the shop's forms send.
 */
export function multipartBody(query: string, variables: Record<string, unknown>): FormData | null {
  const files: [string, File][] = [];
  const plain: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (value instanceof File) {
      files.push([`variables.${name}`, value]);
      plain[name] = null;
    } else if (Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof File)) {
      value.forEach((file: File, i) => files.push([`variables.${name}.${i}`, file]));
      plain[name] = value.map(() => null);
    } else plain[name] = value;
  }
  if (files.length === 0) return null;
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: plain }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
  files.forEach(([, file], i) => form.append(String(i), file, file.name));
  return form;
}

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
  const form = get ? null : multipartBody(query, variables);
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
