// Promotion texts per code and the text shown when a code has none (SPEC §7: promotion data per code, empty-promotion
// snippet). Whether a code gives a discount is the promotion context's business; this is only what it says.
import { z } from 'zod';
import { localDay } from '@/commerce/kernel/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { blocksSchema, callToActionSchema, richTextSchema, textSchema } from './content-blocks';
import { loadContentOrNull, type ContentOptions } from './load-content';

export const promotionSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9-]+$/, 'upper-case code'),
  title: textSchema,
  text: richTextSchema,
  /** Last day the code is advertised, ISO date. */
  validUntil: z.iso.date().optional(),
  conditions: blocksSchema,
  cta: callToActionSchema.optional(),
});

export const emptyPromotionSchema = z.strictObject({
  title: textSchema,
  text: richTextSchema,
  cta: callToActionSchema.optional(),
});

export type Promotion = z.output<typeof promotionSchema>;
export type EmptyPromotion = z.output<typeof emptyPromotionSchema>;

/** Codes are case-insensitive for shoppers; files are named by the lower-case code. */
export async function loadPromotion(
  shop: ShopContext,
  code: string,
  options?: ContentOptions,
): Promise<Promotion | null> {
  const normalized = code.trim().toLowerCase();
  const promotion = await loadContentOrNull(
    shop,
    { component: 'Promotion', kind: 'promotion', params: { code: normalized }, schema: promotionSchema },
    options,
  );
  // A file that answers for another code is a copy-paste slip of an editor; showing it would promise the wrong offer.
  if (!promotion || promotion.code.toLowerCase() !== normalized) return null;
  return promotion.validUntil && promotion.validUntil < localDay(shop) ? null : promotion;
}


export function loadEmptyPromotion(
  shop: ShopContext,
  options?: ContentOptions,
): Promise<EmptyPromotion | null> {
  return loadContentOrNull(
    shop,
    { component: 'EmptyPromotion', kind: 'emptyPromotion', schema: emptyPromotionSchema },
    options,
  );
}
