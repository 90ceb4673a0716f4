'use client';
// The one way a component reads data with SWR (decision 0021): every read carries the house's timings and, for a
// URL, the JSON fetcher (swr-config.ts), so no provider has to sit above it and SWR loads only with the code that
// reads — not with every page (decision 0076). Writes into the same cache use SWR's global `mutate`.
import useSWR, { type Key, type SWRConfiguration, type SWRResponse } from 'swr';
import { jsonFetcher, swrConfig } from './swr-config';

// Computed on the first read, like the provider's value was on its first render (the connection is read once).
let house: SWRConfiguration | undefined;
const houseConfig = (): SWRConfiguration => (house ??= swrConfig());

/** An entry read by its own fetcher (a gateway query, a count), with the house's timings. */
export function useClientData<T>(
  key: Key,
  fetcher: () => Promise<T>,
  options?: SWRConfiguration<T, Error>,
): SWRResponse<T, Error> {
  return useSWR<T, Error>(key, fetcher, { ...houseConfig(), ...options });
}

/** JSON read from a URL of the app's REST endpoints (no read while the URL is null). */
export function useJson<T>(url: string | null, options?: SWRConfiguration<T, Error>): SWRResponse<T, Error> {
  return useSWR<T, Error>(url, jsonFetcher as (url: string) => Promise<T>, { ...houseConfig(), ...options });
}
