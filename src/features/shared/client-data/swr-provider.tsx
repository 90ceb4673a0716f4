'use client';
// SWR settings for every page. The GraphQL client (urql, graphcache) is heavier and is provided only by the
// features that query the gateway (DataProvider), to keep first-load JavaScript within budget.
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from './swr-config';

export function SwrProvider({ children }: { children: ReactNode }) {
  const [config] = useState(() => swrConfig());
  return <SWRConfig value={config}>{children}</SWRConfig>;
}
