'use client';
// The basket page's data: the one "Basket" entry of the client cache (graphcache), read fresh on arrival, and the
// changes that replace it. Every answer's count goes to the header at once.
import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, type OperationResult } from 'urql';
import {
  ApplyVoucherDocument,
  BasketDocument,
  ChangeBasketQuantityDocument,
  RemoveFromBasketDocument,
  RemoveVoucherDocument,
  type BasketFieldsFragment,
} from '@/features/client-data/generated/graphql';
import { urqlDocument } from '@/features/client-data/urql-document';
import { usePublishBasketCount } from './basket-events';
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

function outcome(basket: BasketFieldsFragment | undefined, result: Pick<OperationResult, 'error'>): BasketChangeResult {
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
  const publishBasketCount = usePublishBasketCount();
  // Every answer (query or mutation) replaces the one cached basket; its count goes to the header.
  const count = data?.basket.count;
  useEffect(() => {
    if (count !== undefined) publishBasketCount(count);
  }, [count, publishBasketCount]);

  return {
    basket: data?.basket ?? null,
    loading: fetching && !data,
    failed: Boolean(error) && !data,
    reload: useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]),
    changeQuantity: async (variantSku, quantity) => {
      const result = await change({ variantSku, quantity });
      return outcome(result.data?.changeBasketQuantity, result);
    },
    remove: async (variantSku) => {
      const result = await removeLine({ variantSku });
      return outcome(result.data?.removeFromBasket, result);
    },
    applyVoucher: async (code) => {
      const result = await apply({ code });
      return outcome(result.data?.applyVoucher, result);
    },
    removeVoucher: async () => {
      const result = await dropVoucher({});
      return outcome(result.data?.removeVoucher, result);
    },
  };
}
