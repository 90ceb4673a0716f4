// The building blocks of CMS pages, snippets and service layers: a flat list of typed blocks with inline rich text.
import { z } from 'zod';
import { linkSchema } from './link';

export const textSchema = z.string().trim().min(1);

/** Inline rich text: plain strings, strong runs and links, e.g. ["Siehe ", { "text": "AGB", "href": "/legal/terms" }]. */
export const inlineSchema = z.union([
  z.string(),
  z.strictObject({ text: textSchema, strong: z.literal(true) }),
  z.strictObject({ text: textSchema, href: linkSchema }),
]);
export type Inline = z.output<typeof inlineSchema>;

/** A paragraph's text: one string, or a list of inline parts. */
export const richTextSchema = z.union([textSchema, z.array(inlineSchema).min(1)]);
export type RichText = z.output<typeof richTextSchema>;

export const imageSchema = z.strictObject({
  src: z.string().regex(/^(\/|https:\/\/)\S+$/, 'an absolute path or https URL'),
  /** Empty only for a decorative image. */
  alt: z.string(),
});

/** A picture with its intrinsic size, so the page reserves its space before it loads (no layout shift). */
export const pictureSchema = z.strictObject({
  src: z.string().regex(/^(\/|https:\/\/)\S+$/, 'an absolute path or https URL'),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Picture = z.output<typeof pictureSchema>;

export const callToActionSchema = z.strictObject({ label: textSchema, href: linkSchema });

const teaserItemSchema = z.strictObject({
  title: textSchema,
  text: textSchema.optional(),
  href: linkSchema,
  image: imageSchema.optional(),
});

export const blockSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3)]).default(2),
    text: textSchema,
  }),
  z.strictObject({ type: z.literal('paragraph'), text: richTextSchema }),
  z.strictObject({
    type: z.literal('list'),
    ordered: z.boolean().default(false),
    items: z.array(richTextSchema).min(1),
  }),
  z.strictObject({
    type: z.literal('link-list'),
    title: textSchema.optional(),
    links: z
      .array(z.strictObject({ label: textSchema, href: linkSchema, description: textSchema.optional() }))
      .min(1),
  }),
  z.strictObject({
    type: z.literal('teaser'),
    variant: z.enum(['hero', 'standard']).default('standard'),
    eyebrow: textSchema.optional(),
    title: textSchema,
    text: textSchema.optional(),
    cta: callToActionSchema,
    image: imageSchema.optional(),
  }),
  z.strictObject({
    type: z.literal('teaser-grid'),
    title: textSchema.optional(),
    items: z.array(teaserItemSchema).min(1),
  }),
  z.strictObject({
    type: z.literal('faq'),
    title: textSchema.optional(),
    items: z.array(z.strictObject({ question: textSchema, answer: richTextSchema })).min(1),
  }),
  z.strictObject({
    type: z.literal('notice'),
    tone: z.enum(['info', 'warning']).default('info'),
    text: richTextSchema,
  }),
  /** The home page's first picture with a promotion: the largest picture of the page (its LCP element). */
  z.strictObject({
    type: z.literal('hero'),
    eyebrow: textSchema.optional(),
    title: textSchema,
    text: textSchema.optional(),
    picture: pictureSchema,
    cta: callToActionSchema,
    /** A promotion code (promotions/<code>.json): its title shows as the badge; an ended code shows nothing. */
    promotion: z.string().regex(/^[A-Z0-9-]+$/).optional(),
  }),
  z.strictObject({
    type: z.literal('category-tiles'),
    title: textSchema,
    items: z.array(z.strictObject({ label: textSchema, href: linkSchema, picture: pictureSchema })).min(1),
  }),
  /** Server-rendered product cards of a source: bestsellers, new in, or recommendations around an anchor product. */
  z
    .strictObject({
      type: z.literal('product-carousel'),
      title: textSchema,
      source: z.enum(['bestsellers', 'new', 'recommended']),
      /** The category slug path bestsellers and new products come from, e.g. 'damen' or 'wohnen/leuchten'. */
      category: z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/).optional(),
      /** The product 'recommended' starts from (a SKU). */
      anchor: z.string().regex(/^[A-Z0-9-]+$/i).optional(),
      limit: z.number().int().min(4).max(16).default(12),
      more: callToActionSchema.optional(),
    })
    .refine((block) => (block.source === 'recommended' ? block.anchor : block.category) !== undefined, {
      message: "'recommended' needs an anchor product, 'bestsellers' and 'new' a category",
    }),
  z.strictObject({
    type: z.literal('brand-strip'),
    title: textSchema,
    brands: z.array(z.strictObject({ name: textSchema, href: linkSchema })).min(1),
  }),
  /** A snippet of snippets.json placed here. */
  z.strictObject({ type: z.literal('snippet'), key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) }),
  /** Where the promotion banners for this page show (banners.json, placement 'home'). */
  z.strictObject({ type: z.literal('banner-slot') }),
  /** Phone and opening hours of the tenant config, so they are written down once (ARCHITECTURE rule 3). */
  z.strictObject({ type: z.literal('service-contact'), title: textSchema.optional() }),
]);
export type Block = z.output<typeof blockSchema>;

export const blocksSchema = z.array(blockSchema).min(1);
