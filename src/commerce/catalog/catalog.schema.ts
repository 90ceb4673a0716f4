// The assortment: category tree, products with their texts per locale, variants, prices and their history,
// media, reviews. Every row carries tenant_id: each shop has its own assortment and prices.

import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Category tree. `id` is stable and language-neutral (e.g. "damen-schuhe-sneaker"); slugs live in categoryTexts. */
export const categories = pgTable(
  'categories',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    position: integer('position').notNull().default(0),
    /** Ids from the root down to this category, for subtree queries ("damen/damen-schuhe/…"). */
    idPath: text('id_path').notNull(),
    /** Virtual categories (sale) list products by a rule instead of membership. */
    rule: text('rule'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('categories_parent_idx').on(t.tenantId, t.parentId)],
);

export const categoryTexts = pgTable(
  'category_texts',
  {
    tenantId: text('tenant_id').notNull(),
    categoryId: text('category_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    /** The localized path below /c/, e.g. "damen/schuhe/sneaker" or "femme/chaussures/baskets". */
    slugPath: text('slug_path').notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.categoryId, t.locale] }),
    uniqueIndex('category_texts_slug_idx').on(t.tenantId, t.locale, t.slugPath),
  ],
);

export const products = pgTable(
  'products',
  {
    tenantId: text('tenant_id').notNull(),
    sku: text('sku').notNull(),
    brand: text('brand').notNull(),
    /** The most specific category; ancestors follow from categories.id_path. */
    categoryId: text('category_id').notNull(),
    /** Language-neutral attributes: material, fit, dimensions_cm, diagonal_inch, energy_class, … */
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** Goods sold by measure (PAngV): the quantity one item holds, for the unit price. */
    measureUnit: text('measure_unit'),
    measureQuantity: real('measure_quantity'),
    /** Furniture and large appliances: freight delivery. */
    bulky: boolean('bulky').notNull().default(false),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sku] }), index('products_category_idx').on(t.tenantId, t.categoryId)],
);

export const productTexts = pgTable(
  'product_texts',
  {
    tenantId: text('tenant_id').notNull(),
    sku: text('sku').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** URL slug without the sku; the product URL is /p/<slug>-<sku>. */
    slug: text('slug').notNull(),
    /** Localized attribute values for display, e.g. { "Material": "Baumwolle" }. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sku, t.locale] })],
);

export const variants = pgTable(
  'variants',
  {
    tenantId: text('tenant_id').notNull(),
    variantSku: text('variant_sku').notNull(),
    sku: text('sku').notNull(),
    /** Size label as sold: "38", "M", "75B", "160x200", "55 Zoll". Null for one-size goods. */
    size: text('size'),
    /** Colour key of the colour registry (src/commerce/catalog/colours.ts). Null for goods without colour choice. */
    colour: text('colour'),
    ean: text('ean').notNull(),
    position: integer('position').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** Working days until delivery; null means no delivery statement is possible. */
    deliveryDaysMin: smallint('delivery_days_min'),
    deliveryDaysMax: smallint('delivery_days_max'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.variantSku] }),
    index('variants_sku_idx').on(t.tenantId, t.sku),
    uniqueIndex('variants_ean_idx').on(t.tenantId, t.ean),
  ],
);

/** Current price per product, currency and tenant, with the struck price and the 30-day low (PAngV § 11). */
export const prices = pgTable(
  'prices',
  {
    tenantId: text('tenant_id').notNull(),
    sku: text('sku').notNull(),
    currency: text('currency').notNull(),
    /** Minor units (cents, Rappen). */
    amount: integer('amount').notNull(),
    /** The former price shown struck through; null when the product is not reduced. */
    struckAmount: integer('struck_amount'),
    /** Lowest price of the 30 days before the current reduction began, maintained from price_history. */
    lowest30Amount: integer('lowest_30_amount').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sku, t.currency] }), index('prices_amount_idx').on(t.tenantId, t.currency, t.amount)],
);

export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    sku: text('sku').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_history_sku_idx').on(t.tenantId, t.sku, t.currency, t.validFrom)],
);

export const media = pgTable(
  'media',
  {
    tenantId: text('tenant_id').notNull(),
    sku: text('sku').notNull(),
    /** The colour this image shows; null for images of every colour. */
    colour: text('colour'),
    position: integer('position').notNull(),
    /** Path under /media/… served by the media route. */
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sku, t.position] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    sku: text('sku').notNull(),
    locale: text('locale').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    /** Bought through this shop. */
    verified: boolean('verified').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    notHelpfulCount: integer('not_helpful_count').notNull().default(0),
    status: text('status').$type<'published' | 'pending' | 'rejected'>().notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_sku_idx').on(t.tenantId, t.sku, t.status, t.createdAt)],
);

/** One vote per review and voter (session or customer), so 'helpful' cannot be pushed by repeating it. */
export const reviewFeedback = pgTable(
  'review_feedback',
  {
    tenantId: text('tenant_id').notNull(),
    reviewId: integer('review_id').notNull(),
    voter: text('voter').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.reviewId, t.voter] })],
);

