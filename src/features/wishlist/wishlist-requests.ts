'use client';
// The wishlist's changes, loaded on the first click (their documents carry the whole wishlist selection, which no
// page needs for its first paint). Each change shows at once in the one "Wishlist" cache entry (optimistic), is then
// replaced by the server's answer, or rolled back when the server refuses.
import type { ScopedMutator } from 'swr';
import { requestGateway, type GatewayAnswer } from '@/features/shared/client-data/gateway-request';
import { AddToWishlistDocument } from '@/features/shared/client-data/generated/add-to-wishlist';
import { ChangeWishlistVariantDocument } from '@/features/shared/client-data/generated/change-wishlist-variant';
import { RemoveFromWishlistDocument } from '@/features/shared/client-data/generated/remove-from-wishlist';
import { WISHLIST_KEY, type Wishlist, type WishlistItem } from './wishlist-cache';

export type WishlistOutcome = { ok: true; changed: boolean; wishlist?: Wishlist } | { ok: false; code: string; max?: number };

class Refused extends Error {
  constructor(readonly outcome: Extract<WishlistOutcome, { ok: false }>) {
    super(outcome.code);
  }
}

function refusalOf(answer: Extract<GatewayAnswer<unknown>, { ok: false }>): Extract<WishlistOutcome, { ok: false }> {
  if (answer.network) return { ok: false, code: 'NETWORK' };
  const extensions = answer.errors[0]?.extensions ?? {};
  return {
    ok: false,
    code: typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN',
    max: typeof extensions.max === 'number' ? extensions.max : undefined,
  };
}

async function change(
  mutate: ScopedMutator,
  optimistic: (current: Wishlist) => Wishlist,
  send: () => Promise<GatewayAnswer<Record<string, { changed: boolean; wishlist: Wishlist }>>>,
): Promise<WishlistOutcome> {
  let changed = false;
  let after: Wishlist | undefined;
  try {
    await mutate<Wishlist | null>(
      WISHLIST_KEY,
      async () => {
        const answer = await send();
        if (!answer.ok) throw new Refused(refusalOf(answer));
        const result = Object.values(answer.data)[0]!;
        changed = result.changed;
        after = result.wishlist;
        return result.wishlist;
      },
      {
        optimisticData: (current) => (current ? optimistic(current) : (current ?? null)),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    );
    return { ok: true, changed, wishlist: after };
  } catch (error) {
    return error instanceof Refused ? error.outcome : { ok: false, code: 'UNKNOWN' };
  }
}

/** What an item looks like until the server answers: enough for hearts and the count. */
function provisionalItem(sku: string, name: string, variantSku: string | null): WishlistItem {
  return {
    sku,
    variantSku,
    name,
    brand: null,
    url: null,
    image: null,
    size: null,
    colour: null,
    variants: [],
    sold: true,
    available: true,
    delivery: null,
    price: null,
    struckPrice: null,
    addedPrice: { amount: 0, currency: 'EUR' },
    priceDrop: null,
  };
}

export function addToWishlist(
  mutate: ScopedMutator,
  input: { sku: string; name: string; variantSku: string | null },
): Promise<WishlistOutcome> {
  return change(
    mutate,
    (current) =>
      current.items.some((i) => i.sku === input.sku)
        ? current
        : {
            ...current,
            count: current.count + 1,
            items: [...current.items, provisionalItem(input.sku, input.name, input.variantSku)],
          },
    () => requestGateway(AddToWishlistDocument, { sku: input.sku, variantSku: input.variantSku }),
  );
}

export function removeFromWishlist(mutate: ScopedMutator, input: { sku: string }): Promise<WishlistOutcome> {
  return change(
    mutate,
    (current) => {
      const items = current.items.filter((i) => i.sku !== input.sku);
      return { ...current, count: items.length, items };
    },
    () => requestGateway(RemoveFromWishlistDocument, { sku: input.sku }),
  );
}

export function changeWishlistVariant(
  mutate: ScopedMutator,
  input: { sku: string; variantSku: string },
): Promise<WishlistOutcome> {
  return change(
    mutate,
    (current) => ({
      ...current,
      items: current.items.map((item) => {
        const variant = item.variants.find((v) => v.variantSku === input.variantSku);
        return item.sku === input.sku && variant
          ? { ...item, variantSku: variant.variantSku, size: variant.size, colour: variant.colour }
          : item;
      }),
    }),
    () => requestGateway(ChangeWishlistVariantDocument, input),
  );
}
