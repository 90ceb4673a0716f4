// `product(sku)`: a product of the request's shop, with prices, availability and delivery per variant.
// graphcache keys Product by sku (src/features/shared/client-data/graphcache-keys.ts).
import { getProductDetail, type ProductDetail, type ProductVariant } from '@/commerce/catalog/get-product-detail';
import { isSku, productSlugParam } from '@/commerce/catalog/product-url';
import { getDb } from '@/platform/db/database';
import { buildPath } from '@/platform/routing/router';
import { builder } from '../builder';
import { PriceRef } from './price';

const Delivery = builder.objectRef<NonNullable<ProductVariant['delivery']>>('Delivery').implement({
  description: 'Working days until delivery.',
  fields: (t) => ({ minDays: t.exposeInt('minDays'), maxDays: t.exposeInt('maxDays') }),
});

const Availability = builder.objectRef<ProductVariant>('Availability').implement({
  description: 'Stock and delivery of one variant. `delivery` is null when no delivery statement is possible.',
  fields: (t) => ({
    available: t.exposeBoolean('available'),
    delivery: t.field({ type: Delivery, nullable: true, resolve: (v) => v.delivery }),
  }),
});

const Variant = builder.objectRef<ProductVariant>('Variant').implement({
  fields: (t) => ({
    variantSku: t.exposeString('variantSku'),
    size: t.exposeString('size', { nullable: true }),
    colour: t.exposeString('colour', { nullable: true, description: 'A key of src/commerce/catalog/colours.ts.' }),
    ean: t.exposeString('ean'),
    availability: t.field({ type: Availability, resolve: (v) => v }),
  }),
});

export const UnitPrice = builder.objectRef<NonNullable<ProductDetail['unitPrice']>>('UnitPrice').implement({
  fields: (t) => ({
    price: t.field({ type: PriceRef, resolve: (u) => u.price }),
    unit: t.exposeString('unit'),
    per: t.exposeFloat('per'),
  }),
});

const Image = builder.objectRef<ProductDetail['images'][number]>('ProductImage').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    colour: t.exposeString('colour', { nullable: true }),
  }),
});

export const ProductRef = builder.objectRef<ProductDetail>('Product').implement({
  description: 'A product of the shop in the request locale. Prices are the server’s; the client never sends one.',
  fields: (t) => ({
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    description: t.exposeString('description'),
    url: t.string({
      resolve: (p, _args, { scope }) =>
        buildPath('/product/[slug]', scope.shop.locale, scope.shop.tenant.locales, { slug: productSlugParam(p.slug, p.sku) }),
    }),
    price: t.field({ type: PriceRef, resolve: (p) => p.price }),
    struckPrice: t.field({ type: PriceRef, nullable: true, resolve: (p) => p.struckPrice }),
    lowest30Price: t.field({
      type: PriceRef,
      nullable: true,
      description: 'Lowest price of the 30 days before the reduction (PAngV § 11); set when struckPrice is.',
      resolve: (p) => p.lowest30Price,
    }),
    unitPrice: t.field({ type: UnitPrice, nullable: true, resolve: (p) => p.unitPrice }),
    available: t.boolean({ resolve: (p) => p.variants.some((v) => v.available) }),
    bulky: t.exposeBoolean('bulky', { description: 'Delivered by freight.' }),
    ratingAverage: t.float({ resolve: (p) => p.rating.average }),
    ratingCount: t.int({ resolve: (p) => p.rating.count }),
    variants: t.field({ type: [Variant], resolve: (p) => p.variants }),
    images: t.field({ type: [Image], resolve: (p) => p.images }),
  }),
});

builder.queryField('product', (t) =>
  t.field({
    type: ProductRef,
    nullable: true,
    description: 'A product of this shop by sku; null when the shop has none with that sku.',
    args: { sku: t.arg.string({ required: true }) },
    resolve: async (_root, { sku }, { scope }) => (isSku(sku) ? getProductDetail(await getDb(), scope.shop, sku) : null),
  }),
);
