'use client';
// The basket page's data: the one "Basket" entry of the client cache (graphcache), read fresh on arrival, and the
// changes that replace it. Every answer's count goes to the header at once.
import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, type AnyVariables } from 'urql';
import { usePublishBasketCount } from './basket-events';
import {
  ApplyVoucherMutation,
  BasketQuery,
  ChangeBasketQuantityMutation,
  failureOf,
  RemoveFromBasketMutation,
  RemoveVoucherMutation,
  type BasketFailureInfo,
  type ClientBasket,
} from './basket-operations';

export type BasketChangeResult =
  { ok: true; basket: ClientBasket } | { ok: false; failure: BasketFailureInfo };

export interface BasketState {
  basket: ClientBasket | null;
  loading: boolean;
  failed: boolean;
  reload(): void;
  changeQuantity(variantSku: string, quantity: number): Promise<BasketChangeResult>;
  remove(variantSku: string): Promise<BasketChangeResult>;
  applyVoucher(code: string): Promise<BasketChangeResult>;
  removeVoucher(): Promise<BasketChangeResult>;
}

type Run = (variables: AnyVariables) => Promise<{
  data?: Record<string, ClientBasket>;
  error?: { networkError?: Error; graphQLErrors: { extensions?: Record<string, unknown> }[] };
}>;

function outcome(field: string, result: Awaited<ReturnType<Run>>): BasketChangeResult {
  const basket = result.data?.[field];
  if (basket) return { ok: true, basket };
  return { ok: false, failure: failureOf(result.error?.graphQLErrors, Boolean(result.error?.networkError)) };
}

export function useBasket(): BasketState {
  const [{ data, fetching, error }, reexecute] = useQuery<{ basket: ClientBasket }>({
    query: BasketQuery,
    requestPolicy: 'cache-and-network',
  });
  const [, change] = useMutation(ChangeBasketQuantityMutation);
  const [, removeLine] = useMutation(RemoveFromBasketMutation);
  const [, apply] = useMutation(ApplyVoucherMutation);
  const [, dropVoucher] = useMutation(RemoveVoucherMutation);
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
    changeQuantity: async (variantSku, quantity) =>
      outcome('changeBasketQuantity', await (change as Run)({ variantSku, quantity })),
    remove: async (variantSku) => outcome('removeFromBasket', await (removeLine as Run)({ variantSku })),
    applyVoucher: async (code) => outcome('applyVoucher', await (apply as Run)({ code })),
    removeVoucher: async () => outcome('removeVoucher', await (dropVoucher as Run)({})),
  };
}
