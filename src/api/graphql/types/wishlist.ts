// `wishlist`: the customer's Merkzettel (SPEC §3: one fixed cache key "Wishlist"), and its changes. Each change answers
// with the whole wishlist and whether anything changed (the same variant chosen again changes nothing), or with a
// GraphQL error carrying the stable code (src/commerce/wishlist/errors.ts).
import { addToWishlist, type WishlistChange } from '@/commerce/wishlist/add-to-wishlist';
import { changeWishlistVariant } from '@/commerce/wishlist/change-wishlist-variant';
import { getWishlist } from '@/commerce/wishlist/get-wishlist';
import { removeFromWishlist } from '@/commerce/wishlist/remove-from-wishlist';
import type { WishlistItemView, WishlistView } from '@/commerce/wishlist/wishlist-view';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { wishlistCustomerOf } from '@/api/wishlist/wishlist-customer-of-request';
import { spendWishlistChange, wishlistGraphqlError } from '@/api/wishlist/wishlist-errors';
import type { Db } from '@/platform/db/client';
import { getDb } from '@/platform/db/database';
import { builder, type GatewayContext } from '../builder';
import { respondPrivately } from '../response-headers';
import { PriceRef } from './price';

const WishlistImage = builder.objectRef<NonNullable<WishlistItemView['image']>>('WishlistImage').implement({
  fields: (t) => ({ path: t.exposeString('path'), width: t.exposeInt('width'), height: t.exposeInt('height') }),
});

const WishlistDelivery = builder
  .objectRef<NonNullable<WishlistItemView['delivery']>>('WishlistDelivery')
  .implement({
    description: 'Working days until delivery.',
    fields: (t) => ({ minDays: t.exposeInt('minDays'), maxDays: t.exposeInt('maxDays') }),
  });

const WishlistVariant = builder.objectRef<WishlistItemView['variants'][number]>('WishlistVariant').implement({
  description: 'A size/colour the item can be changed to.',
  fields: (t) => ({
    variantSku: t.exposeString('variantSku'),
    size: t.exposeString('size', { nullable: true }),
    colour: t.exposeString('colour', { nullable: true, description: 'A key of src/commerce/catalog/colours.ts.' }),
    available: t.exposeBoolean('available', { description: 'In stock.' }),
  }),
});

const WishlistItem = builder.objectRef<WishlistItemView>('WishlistItem').implement({
  description: 'A product on the wishlist, as the shop sells it now.',
  fields: (t) => ({
    sku: t.exposeString('sku'),
    variantSku: t.exposeString('variantSku', {
      nullable: true,
      description: 'The chosen variant; null while none is chosen (it must be chosen before adding to the basket).',
    }),
    name: t.exposeString('name', { description: 'As added, when the product is no longer sold.' }),
    brand: t.exposeString('brand', { nullable: true }),
    url: t.string({ nullable: true, description: 'Null when the product is no longer sold.', resolve: (i) => i.href }),
    image: t.field({ type: WishlistImage, nullable: true, resolve: (i) => i.image }),
    size: t.exposeString('size', { nullable: true }),
    colour: t.exposeString('colour', { nullable: true, description: 'A key of src/commerce/catalog/colours.ts.' }),
    variants: t.field({ type: [WishlistVariant], resolve: (i) => i.variants }),
    sold: t.exposeBoolean('sold', { description: 'False: no longer available; the item stays on the list.' }),
    available: t.exposeBoolean('available', {
      description: 'Sold and in stock (the chosen variant, or any while none is chosen).',
    }),
    delivery: t.field({
      type: WishlistDelivery,
      nullable: true,
      description: 'Null: no delivery statement possible.',
      resolve: (i) => i.delivery,
    }),
    price: t.field({ type: PriceRef, nullable: true, description: 'Now; null when no longer sold.', resolve: (i) => i.price }),
    struckPrice: t.field({ type: PriceRef, nullable: true, resolve: (i) => i.struckPrice }),
    addedPrice: t.field({ type: PriceRef, description: 'When it was added.', resolve: (i) => i.addedPrice }),
    priceDrop: t.field({
      type: PriceRef,
      nullable: true,
      description: 'How much cheaper it is now than when added; null when it is not.',
      resolve: (i) => i.priceDrop,
    }),
    addedAt: t.string({ description: 'ISO 8601.', resolve: (i) => i.addedAt.toISOString() }),
  }),
});

export const WishlistRef = builder.objectRef<WishlistView>('Wishlist').implement({
  description: 'The customer’s wishlist. One per session: the client cache keys it "Wishlist".',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Products on the list.' }),
    items: t.field({ type: [WishlistItem], description: 'Oldest first.', resolve: (w) => w.items }),
  }),
});

const WishlistChangeRef = builder
  .objectRef<{ wishlist: WishlistView; changed: boolean }>('WishlistChange')
  .implement({
    fields: (t) => ({
      wishlist: t.field({ type: WishlistRef, resolve: (c) => c.wishlist }),
      changed: t.exposeBoolean('changed', {
        description: 'False when the request changed nothing (already on the list; the same variant chosen).',
      }),
    }),
  });

builder.queryField('wishlist', (t) =>
  t.field({
    type: WishlistRef,
    nullable: true,
    description: 'Null when nobody is logged in or recognised: the wishlist needs a customer.',
    resolve: async (_root, _args, { scope, request }) => {
      respondPrivately(request);
      const customerId = await wishlistCustomerOf(request, scope.shop);
      return customerId ? getWishlist(await getDb(), scope.shop, customerId) : null;
    },
  }),
);

async function change(
  { scope, request }: GatewayContext,
  run: (db: Db, shop: ShopContext, customerId: string) => Promise<WishlistChange>,
) {
  respondPrivately(request);
  const customerId = await wishlistCustomerOf(request, scope.shop);
  if (!customerId) throw wishlistGraphqlError({ ok: false, code: 'WISHLIST_LOGIN_REQUIRED' });
  await spendWishlistChange(customerId);
  const result = await run(await getDb(), scope.shop, customerId);
  if (!result.ok) {
    scope.log.info({ event: 'wishlist-refused', code: result.code }, 'wishlist');
    throw wishlistGraphqlError(result);
  }
  return { wishlist: result.wishlist, changed: result.changed };
}

builder.mutationField('addToWishlist', (t) =>
  t.field({
    type: WishlistChangeRef,
    description: 'Puts a product on the list, once however often it is sent; with a variant when one is chosen.',
    args: { sku: t.arg.string({ required: true }), variantSku: t.arg.string() },
    resolve: (_root, { sku, variantSku }, context) =>
      change(context, (db, shop, customerId) => addToWishlist(db, shop, customerId, { sku, variantSku })),
  }),
);

builder.mutationField('removeFromWishlist', (t) =>
  t.field({
    type: WishlistChangeRef,
    args: { sku: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, (db, shop, customerId) => removeFromWishlist(db, shop, customerId, args)),
  }),
);

builder.mutationField('changeWishlistVariant', (t) =>
  t.field({
    type: WishlistChangeRef,
    description: 'Changes size or colour in place; `changed` is false when the variant was already the chosen one.',
    args: { sku: t.arg.string({ required: true }), variantSku: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, (db, shop, customerId) => changeWishlistVariant(db, shop, customerId, args)),
  }),
);
