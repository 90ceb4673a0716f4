'use client';
// The basket page's data: the one "Basket" entry of the client cache (graphcache), read fresh on arrival, and the
// changes that replace it. Every answer's count goes to the header at once.
import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, type OperationResult } from 'urql';
import { ApplyVoucherDocument } from '@/features/shared/client-data/generated/apply-voucher';
import { BasketDocument } from '@/features/shared/client-data/generated/basket';
import { ChangeBasketQuantityDocument } from '@/features/shared/client-data/generated/change-basket-quantity';
import { RemoveFromBasketDocument } from '@/features/shared/client-data/generated/remove-from-basket';
import type { BasketFieldsFragment as Fragment } from '@/features/shared/client-data/generated/graphql';
import { RemoveVoucherDocument } from '@/features/shared/client-data/generated/remove-voucher';
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';
import { urqlDocument } from '@/features/shared/client-data/urql-document';
import { publishBasketCount } from './basket-events';
import { failureOf, type BasketFailureInfo } from './basket-failure';

export type BasketChangeResult =
  { ok: true; basket: BasketFieldsFragment } | { ok: false; failure: BasketFailureInfo };

export interface BasketState {
  basket: BasketFieldsFragment | null;
  loading: boolean;
  failed: boolean;
  reload(): void;
  changeQuantity(variantSku: string, quantity: number): Promise<BasketChangeResult>;
  remove(variantSku: string): Promise<BasketChangeResult>;
  applyVoucher(code: string): Promise<BasketChangeResult>;
  removeVoucher(): Promise<BasketChangeResult>;
}

/** The data layer's add_to_cart / remove_from_cart; its code loads with the first change (decision 0005). */
function trackChange(line: Fragment['lines'][number], before: number, after: number) {
  void import('./basket-analytics').then((m) => m.trackQuantityChange(line, before, after));
}

/** A mutation's answer: each has one field, the whole basket after the change. */
function outcome(result: Pick<OperationResult<object>, 'data' | 'error'>): BasketChangeResult {
  const basket = Object.values(result.data ?? {})[0] as BasketFieldsFragment | undefined;
  if (basket) return { ok: true, basket };
  return { ok: false, failure: failureOf(result.error?.graphQLErrors, Boolean(result.error?.networkError)) };
}

export function useBasket(): BasketState {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: urqlDocument(BasketDocument),
    requestPolicy: 'cache-and-network',
  });
  const [, change] = useMutation(urqlDocument(ChangeBasketQuantityDocument));
  const [, removeLine] = useMutation(urqlDocument(RemoveFromBasketDocument));
  const [, apply] = useMutation(urqlDocument(ApplyVoucherDocument));
  const [, dropVoucher] = useMutation(urqlDocument(RemoveVoucherDocument));
  // Every answer (query or mutation) replaces the one cached basket; its count goes to the header.
  const count = data?.basket.count;
  useEffect(() => {
    if (count !== undefined) publishBasketCount(count);
  }, [count]);

  return {
    basket: data?.basket ?? null,
    loading: fetching && !data,
    failed: Boolean(error) && !data,
    reload: useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]),
    changeQuantity: async (variantSku, quantity) => {
      const before = data?.basket.lines.find((l) => l.variantSku === variantSku);
      const result = outcome(await change({ variantSku, quantity }));
      const after = result.ok ? result.basket.lines.find((l) => l.variantSku === variantSku) : undefined;
      if (result.ok && before) trackChange(after ?? before, before.quantity, after?.quantity ?? 0);
      return result;
    },
    remove: async (variantSku) => {
      const before = data?.basket.lines.find((l) => l.variantSku === variantSku);
      const result = outcome(await removeLine({ variantSku }));
      if (result.ok && before) trackChange(before, before.quantity, 0);
      return result;
    },
    applyVoucher: async (code) => outcome(await apply({ code })),
    removeVoucher: async () => outcome(await dropVoucher({})),
  };
}
