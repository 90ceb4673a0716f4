// The generic JSON fetcher (SPEC §7, §8). Runs in the browser too, so it knows no logger, env or cache.
import { HttpStatusError } from './http-status-error';

export interface FetchJsonOptions {
  /** Sent as `x-ec-token` when given. */
  token?: string;
  signal?: AbortSignal;
}

export async function fetchJson<T>(url: string, { token, signal }: FetchJsonOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-ec-token'] = token;
  const response = await fetch(url, { headers, signal });
  if (!response.ok) {
    throw new HttpStatusError(
      `Request to ${url} failed: ${response.status} ${response.statusText}`,
      url,
      response.status,
      response.statusText,
    );
  }
  return (await response.json()) as T;
}
