'use client';
// Client data for everything below it: one urql client per browser session and the SWR settings.
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Provider } from 'urql';
import { createGraphqlClient } from './graphql-client';
import { swrConfig } from './swr-config';

export interface DataProviderProps {
  /** GATEWAY_URL, read on the server (src/platform/config/env.ts) and handed down by the layout. */
  gatewayUrl: string;
  children: ReactNode;
}

export function DataProvider({ gatewayUrl, children }: DataProviderProps) {
  // useState, not a module variable: on the server each render gets its own client, so no cache is shared between
  // requests; in the browser the client and its cache live as long as the page.
  const [client] = useState(() => createGraphqlClient({ url: gatewayUrl }));
  const [swr] = useState(() => swrConfig());
  return (
    <Provider value={client}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </Provider>
  );
}
