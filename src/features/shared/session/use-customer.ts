'use client';
// The customer behind the session (GET /api/customer/v1), read while the session says someone is (soft-)logged in,
// and again whenever the session key changes. CustomerSync reads it with SWR after hydration and copies it here, so
// the header's account entry needs no SWR in the page's first load (decision 0076).
import type { CustomerLevel } from '@/platform/auth/session-level';
import { createLiveStore, useLive } from '@/features/shared/client-data/live-store';
import { useSession } from './session-provider';

export interface CustomerInfo {
  businessPartnerNo: string;
  name: { salutation: 'female' | 'male' | 'notSpecified'; firstName: string; lastName: string };
  loginType: CustomerLevel;
  flags: { creditAffinity: boolean; bonusProgram: boolean; noPassword: boolean };
}

/** The customer as last read for the current session key; undefined before and while it is read. */
export const customerEntry = createLiveStore<CustomerInfo | undefined>(undefined);

export const isKnownSession = (type: number | null): boolean => type === 1 || type === 2;

export function useCustomer(): CustomerInfo | undefined {
  const session = useSession();
  const customer = useLive(customerEntry);
  return isKnownSession(session.type) ? customer : undefined;
}
