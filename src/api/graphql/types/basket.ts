// `basket`: the session's basket, priced by the server (SPEC §3: Basket and BasketLineItem, one fixed cache key).
// The object is resolved lazily: `basket { count }` (the header) reads one number; other fields price it once.
import { getBasket } from '@/commerce/basket/get-basket';
import { countBasketItems } from '@/commerce/basket/count-basket-items';
import type { BasketOwner } from '@/commerce/basket/basket-owner';
import type { BasketLineView, BasketView } from '@/commerce/basket/basket-view';
import { voucherRefusalCodes } from '@/commerce/promotion/errors';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { basketOwnerOf } from '@/api/basket/basket-owner-of-request';
import { getDb } from '@/platform/db/database';
import { builder } from '../builder';
import { respondPrivately } from '../response-headers';
import { PriceRef } from './price';

export interface BasketHandle {
  view(): Promise<BasketView>;
  count(): Promise<number>;
}

export function basketHandle(shop: ShopContext, owner: BasketOwner, known?: BasketView): BasketHandle {
  let loading: Promise<BasketView> | undefined = known ? Promise.resolve(known) : undefined;
  const view = () => (loading ??= getDb().then((db) => getBasket(db, shop, owner)));
  return {
    view,
    count: async () => {
      // graphql-js calls the resolvers of one object in a row before awaiting any: one tick later it is known
      // whether another field priced the basket already, whose count is then taken instead of a second lookup.
      await Promise.resolve();
      return loading ? (await loading).count : countBasketItems(await getDb(), shop, owner);
    },
  };
}

const DiscountKind = builder.enumType('DiscountKind', {
  values: {
    AUTOMATIC: { value: 'automatic', description: 'A promotion without a code.' },
    CODE: { value: 'code', description: 'The code entered.' },
  } as const,
});
const ShippingChargeKind = builder.enumType('ShippingChargeKind', {
  values: {
    STANDARD: { value: 'standard', description: 'Parcel delivery.' },
    FREIGHT: { value: 'freight', description: 'Bulky goods, once per order.' },
  } as const,
});
const ShippingWaiverRef = builder.enumType('ShippingWaiver', {
  values: {
    THRESHOLD: { value: 'threshold' },
    PREMIUM: { value: 'premium' },
    CODE: { value: 'code' },
  } as const,
});
export const VoucherRefusalRef = builder.enumType('VoucherRefusal', { values: voucherRefusalCodes });
const LoyaltyProgramRef = builder.enumType('LoyaltyProgram', {
  values: { PAYBACK: { value: 'payback' }, JOE: { value: 'joe' } } as const,
});

type Discount = BasketView['discounts'][number];
const BasketDiscount = builder.objectRef<Discount>('BasketDiscount').implement({
  fields: (t) => ({
    kind: t.field({ type: DiscountKind, resolve: (d) => d.kind }),
    label: t.exposeString('label', {
      description: 'The promotion’s title in the request language, or the code.',
    }),
    amount: t.field({ type: PriceRef, resolve: (d) => d.amount }),
  }),
});

const BasketImage = builder.objectRef<NonNullable<BasketLineView['image']>>('BasketImage').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const BasketDelivery = builder
  .objectRef<NonNullable<BasketLineView['delivery']>>('BasketDelivery')
  .implement({
    description: 'Working days until delivery.',
    fields: (t) => ({ minDays: t.exposeInt('minDays'), maxDays: t.exposeInt('maxDays') }),
  });

const BasketLineItem = builder.objectRef<BasketLineView>('BasketLineItem').implement({
  description: 'One variant in the basket. Prices are the server’s.',
  fields: (t) => ({
    variantSku: t.exposeString('variantSku'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    url: t.string({ resolve: (l) => l.href }),
    image: t.field({ type: BasketImage, nullable: true, resolve: (l) => l.image }),
    size: t.exposeString('size', { nullable: true }),
    colour: t.exposeString('colour', {
      nullable: true,
      description: 'A key of src/commerce/catalog/colours.ts.',
    }),
    quantity: t.exposeInt('quantity'),
    maxQuantity: t.exposeInt('maxQuantity', {
      description: 'The per-line maximum or the stock, whichever is lower.',
    }),
    available: t.exposeBoolean('available', {
      description: 'False when the stock no longer covers the quantity.',
    }),
    delivery: t.field({
      type: BasketDelivery,
      nullable: true,
      description: 'Null: no delivery statement possible.',
      resolve: (l) => l.delivery,
    }),
    unitPrice: t.field({ type: PriceRef, resolve: (l) => l.unitPrice }),
    struckUnitPrice: t.field({ type: PriceRef, nullable: true, resolve: (l) => l.struckUnitPrice }),
    lineTotal: t.field({
      type: PriceRef,
      description: 'Unit price × quantity.',
      resolve: (l) => l.lineTotal,
    }),
    discounts: t.field({ type: [BasketDiscount], resolve: (l) => l.discounts }),
    netTotal: t.field({ type: PriceRef, description: 'After the discounts.', resolve: (l) => l.netTotal }),
    voucherExcluded: t.exposeBoolean('voucherExcluded', {
      description: 'The entered code does not count for this line.',
    }),
    setupServiceIncluded: t.exposeBoolean('setupServiceIncluded', {
      description: 'TVs from 55 inch: standard setup included.',
    }),
    bulky: t.exposeBoolean('bulky', { description: 'Delivered by freight.' }),
  }),
});

type Shipping = BasketView['shipping'];
const ShippingCharge = builder.objectRef<Shipping['charges'][number]>('ShippingCharge').implement({
  fields: (t) => ({
    kind: t.field({ type: ShippingChargeKind, resolve: (c) => c.kind }),
    amount: t.field({ type: PriceRef, resolve: (c) => c.amount }),
    regularAmount: t.field({
      type: PriceRef,
      description: 'Before any waiver.',
      resolve: (c) => c.regularAmount,
    }),
    waivedBy: t.field({ type: ShippingWaiverRef, nullable: true, resolve: (c) => c.waivedBy }),
  }),
});

const BasketShipping = builder.objectRef<Shipping>('BasketShipping').implement({
  fields: (t) => ({
    total: t.field({ type: PriceRef, resolve: (s) => s.total }),
    charges: t.field({ type: [ShippingCharge], resolve: (s) => s.charges }),
    freeShippingFrom: t.field({ type: PriceRef, resolve: (s) => s.freeFrom }),
    missingForFreeShipping: t.field({
      type: PriceRef,
      nullable: true,
      description:
        'Goods value still missing for free parcel shipping; null when the parcel fee is not charged.',
      resolve: (s) => s.missingForFree,
    }),
  }),
});

const BasketVoucher = builder.objectRef<NonNullable<BasketView['voucher']>>('BasketVoucher').implement({
  description:
    'The code entered. A kept code that stops applying (say, below its minimum) stays, with the reason.',
  fields: (t) => ({
    code: t.exposeString('code'),
    applied: t.exposeBoolean('applied'),
    refusal: t.field({ type: VoucherRefusalRef, nullable: true, resolve: (v) => v.refusal }),
    discount: t.field({ type: PriceRef, resolve: (v) => v.discount }),
    minimumOrderValue: t.field({ type: PriceRef, nullable: true, resolve: (v) => v.minimum }),
  }),
});

const LoyaltyPreview = builder.objectRef<NonNullable<BasketView['loyalty']>>('LoyaltyPreview').implement({
  description: 'The bonus points this basket would earn (Payback on de, jö on at).',
  fields: (t) => ({
    program: t.field({ type: LoyaltyProgramRef, resolve: (l) => l.program }),
    points: t.exposeInt('points'),
  }),
});

const VatRef = builder.objectRef<BasketView['vat']>('BasketVat').implement({
  description: 'The VAT contained in the total.',
  fields: (t) => ({
    amount: t.field({ type: PriceRef, resolve: (v) => v.amount }),
    rateBasisPoints: t.exposeInt('rateBp'),
  }),
});

const view =
  <T>(pick: (v: BasketView) => T) =>
  async (handle: BasketHandle) =>
    pick(await handle.view());

export const BasketRef = builder.objectRef<BasketHandle>('Basket').implement({
  description:
    'The basket of the session (visitor or customer). One per session: the client cache keys it "Basket".',
  fields: (t) => ({
    count: t.int({ description: 'Items: the sum of the quantities.', resolve: (h) => h.count() }),
    lines: t.field({ type: [BasketLineItem], resolve: view((v) => v.lines) }),
    subtotal: t.field({
      type: PriceRef,
      description: 'Goods at their prices.',
      resolve: view((v) => v.subtotal),
    }),
    discounts: t.field({ type: [BasketDiscount], resolve: view((v) => v.discounts) }),
    discountTotal: t.field({ type: PriceRef, resolve: view((v) => v.discountTotal) }),
    goodsTotal: t.field({
      type: PriceRef,
      description: 'Goods after discounts.',
      resolve: view((v) => v.goodsTotal),
    }),
    shipping: t.field({ type: BasketShipping, resolve: view((v) => v.shipping) }),
    total: t.field({ type: PriceRef, resolve: view((v) => v.total) }),
    vat: t.field({ type: VatRef, resolve: view((v) => v.vat) }),
    voucher: t.field({ type: BasketVoucher, nullable: true, resolve: view((v) => v.voucher) }),
    loyalty: t.field({ type: LoyaltyPreview, nullable: true, resolve: view((v) => v.loyalty) }),
    maxLineQuantity: t.int({ resolve: view((v) => v.maxLineQuantity) }),
  }),
});

builder.queryField('basket', (t) =>
  t.field({
    type: BasketRef,
    description: 'The session’s basket; empty when there is none (reading never creates one).',
    resolve: async (_root, _args, { scope, request }) => {
      const { owner, cookies } = await basketOwnerOf(request, scope.shop);
      respondPrivately(request, cookies);
      return basketHandle(scope.shop, owner);
    },
  }),
);
