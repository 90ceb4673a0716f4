// The server-side JSON fetcher (SPEC §7–§9): 5 s timeout, results kept in-process for 900 s, every failure logged
// as 'Error during data fetching' with the component and URL, then thrown on.
import type { Logger } from 'pino';
import { TtlCache } from '@/platform/cache/ttl-cache';
import { errorFields, logger } from '@/platform/logging/logger';
import { HttpStatusError } from './http-status-error';

/** SPEC §9: static content fetch timeout. */
export const contentFetchTimeoutMs = 5000;
/** SPEC §9: server fetch revalidation. */
export const serverFetchRevalidateSeconds = 900;

/** Error texts from a storage backend can be whole HTML pages; the first part says what went wrong. */
const maxErrorTextLength = 300;

// Keyed by URL only: the token is one per deployment, so it never changes what a URL answers. One per process, on
// globalThis: Next.js bundles server code more than once, and emptying it from a route handler (content published)
// must reach the copy the pages read.
const KEY = Symbol.for('schaufenster.server-fetch-cache');
const holder = globalThis as { [KEY]?: TtlCache<unknown> };
const cache = (holder[KEY] ??= new TtlCache<unknown>({ ttlMs: serverFetchRevalidateSeconds * 1000, maxEntries: 2000 }));

export interface ServerFetchOptions {
  /** Sent as `x-ec-token` when given. */
  token?: string;
  timeoutMs?: number;
  /** false skips the in-process cache and Next's data cache, e.g. for the content preview. */
  cache?: boolean;
  /** A request-scoped logger; the process logger otherwise. */
  log?: Logger;
  /** Next's cache tags of the response (cache-tags.ts), so revalidateTags reaches the pages built from it. */
  tags?: string[];
}

export function serverFetch<T>(component: string, url: string, options: ServerFetchOptions = {}): Promise<T> {
  const load = () => fetchOnce(component, url, options);
  return (options.cache === false ? load() : cache.getOrLoad(url, load)) as Promise<T>;
}

/** Empties the in-process cache (tests, and a content publish hook once there is one). */
export function clearServerFetchCache(): void {
  cache.clear();
}

// Next reads `next.revalidate` from fetch's init; plain Node ignores it, so the in-process cache covers scripts and tests.
type NextRequestInit = RequestInit & { next?: { revalidate: number; tags?: string[] } };

async function fetchOnce(component: string, url: string, options: ServerFetchOptions): Promise<unknown> {
  const { token, timeoutMs = contentFetchTimeoutMs, log = logger() } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-ec-token'] = token;
  const init: NextRequestInit = { headers, signal: AbortSignal.timeout(timeoutMs) };
  if (options.cache === false) init.cache = 'no-store';
  else init.next = { revalidate: serverFetchRevalidateSeconds, ...(options.tags?.length ? { tags: options.tags } : {}) };

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    log.error({ component, url, ...errorFields(error) }, 'Error during data fetching');
    throw error;
  }

  if (!response.ok) {
    const text = await errorText(response);
    const error = new HttpStatusError(
      `Status ${response.status}: ${text}`,
      url,
      response.status,
      response.statusText,
    );
    // A 404 is an ordinary answer for a CMS path nobody published; it is worth a line, not an alarm.
    const level = response.status === 404 ? 'warn' : 'error';
    log[level](
      { component, url, status: response.status, ...errorFields(error) },
      'Error during data fetching',
    );
    throw error;
  }

  try {
    return await response.json();
  } catch (cause) {
    const error = new Error(
      `Invalid JSON from ${url}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    log.error({ component, url, ...errorFields(error) }, 'Error during data fetching');
    throw error;
  }
}

async function errorText(response: Response): Promise<string> {
  let body = '';
  try {
    body = (await response.text()).trim();
  } catch {
    // The body is only detail for the message; the status line says enough when it cannot be read.
  }
  if (!body) return response.statusText || 'no response text';
  return body.length > maxErrorTextLength ? `${body.slice(0, maxErrorTextLength)}…` : body;
}
