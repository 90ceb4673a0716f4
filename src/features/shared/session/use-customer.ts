'use client';
// The customer behind the session (GET /api/customer/v1), fetched while the session says someone is (soft-)logged
// in, and again whenever the session key changes.
import useSWR from 'swr';
import type { CustomerLevel } from '@/platform/auth/session-level';
import { fetchJson } from '@/platform/content/fetch-json';
import { customerPath } from '@/platform/routing/api-paths/session';
import { useSession } from './session-provider';

export interface CustomerInfo {
  businessPartnerNo: string;
  name: { salutation: 'female' | 'male' | 'notSpecified'; firstName: string; lastName: string };
  loginType: CustomerLevel;
  flags: { creditAffinity: boolean; bonusProgram: boolean; noPassword: boolean };
}

export function useCustomer(): CustomerInfo | undefined {
  const session = useSession();
  const known = session.type === 1 || session.type === 2;
  const { data } = useSWR(
    known ? [customerPath, session.token] : null,
    () => fetchJson<CustomerInfo>(customerPath),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
  return known ? data : undefined;
}
