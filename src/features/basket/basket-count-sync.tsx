'use client';
// Reads the header's basket count with SWR (its timings, revalidation on focus, one read for every reader) and
// copies it into `basketCount`, which the header shows. Loaded after hydration with the page's other syncs
// (features/shell/live-data.tsx, decision 0076).
import { useEffect } from 'react';
import { useClientData } from '@/features/shared/client-data/use-client-data';
import { BASKET_COUNT_KEY, basketCount } from './basket-events';
import { fetchBasketCount } from './fetch-basket-count';

export function BasketCountSync({ gatewayUrl }: { gatewayUrl: string }) {
  const { data } = useClientData(BASKET_COUNT_KEY, () => fetchBasketCount(gatewayUrl), { shouldRetryOnError: false });
  useEffect(() => {
    if (data !== undefined) basketCount.set(data);
  }, [data]);
  return null;
}
