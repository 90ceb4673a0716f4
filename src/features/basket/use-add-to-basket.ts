'use client';
// Add to basket for any page (product page, quick view): sends the chosen variant, puts the new count into the
// header at once, and hands the outcome to the header's basket entry (layer on success, message on failure).
// Resolves false when the basket refused, so the caller keeps the shopper's choice.
import { useCallback } from 'react';
import { requestGateway } from '@/features/shared/client-data/gateway-request';
import { failureOf } from './basket-failure';
import { publishBasketCount, reportAddOutcome } from './basket-events';

/** Starts loading the layer's code while the request runs, so it opens without a second wait. */
const preloadLayer = () => import('./basket-layer');
/**
 * The mutation's text carries the whole basket fragment (about 1 kB): it is loaded with the first click, beside the
 * layer, not with the product page (first-load JS budget, decision 0005; issue 12 measured it).
 */
const addDocument = () => import('@/features/shared/client-data/generated/add-to-basket');

export function useAddToBasket(): (variantSku: string, quantity?: number) => Promise<boolean> {
  return useCallback(
    async (variantSku: string, quantity = 1) => {
      void preloadLayer();
      const { AddToBasketDocument } = await addDocument();
      const answer = await requestGateway(AddToBasketDocument, { variantSku, quantity });
      if (!answer.ok) {
        reportAddOutcome({ kind: 'failed', failure: failureOf(answer.errors, answer.network), at: Date.now() });
        return false;
      }
      publishBasketCount(answer.data.addToBasket.count);
      const line = answer.data.addToBasket.lines.find((l) => l.variantSku === variantSku);
      // The data layer's add_to_cart; its code loads with the first add (decision 0005).
      if (line) void import('./basket-analytics').then((m) => m.trackQuantityChange(line, 0, quantity));
      reportAddOutcome({ kind: 'added', basket: answer.data.addToBasket, variantSku, at: Date.now() });
      return true;
    },
    [],
  );
}
