'use client';
// The GraphQL client (urql, graphcache) for everything below it: one per browser session. Provided only by the
// features that query the gateway through urql, to keep it out of every page's first load (decision 0005). SWR reads
// need no provider: they carry their settings themselves (use-client-data.ts, decision 0076).
import { useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { createGraphqlClient } from './graphql-client';

export interface DataProviderProps {
  /** GATEWAY_URL, read on the server (src/platform/config/env.ts) and handed down by the layout. */
  gatewayUrl: string;
  children: ReactNode;
}

export function DataProvider({ gatewayUrl, children }: DataProviderProps) {
  // useState, not a module variable: on the server each render gets its own client, so no cache is shared between
  // requests; in the browser the client and its cache live as long as the page.
  const [client] = useState(() => createGraphqlClient({ url: gatewayUrl }));
  return <Provider value={client}>{children}</Provider>;
}
