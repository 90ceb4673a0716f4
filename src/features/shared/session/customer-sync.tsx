'use client';
// Reads the customer behind the session with SWR, keyed by the session key, and copies it into `customerEntry`
// (use-customer.ts). Loaded after hydration with the page's other syncs (features/shell/live-data.tsx).
import { useEffect } from 'react';
import { fetchJson } from '@/platform/content/fetch-json';
import { customerPath } from '@/platform/routing/api-paths/session';
import { useClientData } from '@/features/shared/client-data/use-client-data';
import { useSession } from './session-provider';
import { customerEntry, isKnownSession, type CustomerInfo } from './use-customer';

export function CustomerSync() {
  const session = useSession();
  const { data } = useClientData(
    isKnownSession(session.type) ? [customerPath, session.token] : null,
    () => fetchJson<CustomerInfo>(customerPath),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  useEffect(() => customerEntry.set(data), [data]);
  return null;
}
