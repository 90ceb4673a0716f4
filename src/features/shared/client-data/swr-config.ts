// SWR settings for the REST JSON endpoints (SPEC §9 timings). Set explicitly, although most equal SWR's defaults,
// so a library upgrade cannot move them.
import type { SWRConfiguration } from 'swr';
import { fetchJson } from '@/platform/content/fetch-json';
import { isSlowConnection } from './connection';

/** The default fetcher: a key is a URL; a non-OK answer throws an error naming URL, status and status text. */
export const jsonFetcher = (url: string): Promise<unknown> => fetchJson(url);

export function swrConfig({ slowConnection = isSlowConnection() }: { slowConnection?: boolean } = {}): SWRConfiguration {
  return {
    // The app's 3 s, not SWR's default 2 s.
    dedupingInterval: 3_000,
    focusThrottleInterval: 5_000,
    loadingTimeout: slowConnection ? 5_000 : 3_000,
    errorRetryInterval: slowConnection ? 10_000 : 5_000,
    fetcher: jsonFetcher,
  };
}
