'use client';
// Placing the order from the review page: one idempotency key per page view, made once and sent again on every
// retry, so a double click, a lost answer or a second try all give the same order (issue #6). While a request is
// on its way no second one starts.
import { useCallback, useRef, useState } from 'react';
import { callApi } from '@/features/shared/client-data/api-client';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';

export type PlaceOrderNext = { kind: 'confirmation' } | { kind: 'payment'; redirectUrl: string };

export interface PlaceOrderAnswer {
  order: { orderNumber: string };
  next: PlaceOrderNext;
}

export type PlaceOrderRefusal = { code: string; details: Record<string, unknown> };

export function usePlaceOrder(onPlaced: (answer: PlaceOrderAnswer) => void) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<PlaceOrderRefusal | null>(null);

  const place = useCallback(async () => {
    // A ref, not the state: two clicks in one frame both see the state before React re-renders.
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setRefusal(null);
    const answer = await callApi<PlaceOrderAnswer>('POST', checkoutPaths.order, { idempotencyKey });
    if (answer.ok) {
      // Stays "sending" while the browser leaves for the confirmation or the payment page.
      onPlaced(answer.body);
      return;
    }
    inFlight.current = false;
    setSending(false);
    setRefusal({ code: answer.error, details: answer.details });
  }, [idempotencyKey, onPlaced]);

  return { place, sending, refusal, idempotencyKey };
}
