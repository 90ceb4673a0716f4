'use client';
// The checkout as the server has it now (GET /api/checkout): state, next step and the priced summary. One SWR key,
// so the summary aside and the step's form share one request.
import { useJson } from '@/features/shared/client-data/use-client-data';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import type { CheckoutView } from './checkout-view-types';

export function useCheckout() {
  return useJson<CheckoutView>(checkoutPaths.checkout, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
