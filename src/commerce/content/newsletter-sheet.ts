// Texts of the newsletter slide-in sheet (SPEC §7: newsletter-sheet texts).
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { richTextSchema, textSchema } from './content-blocks';
import { loadContentOrNull, type ContentOptions } from './load-content';

export const newsletterSheetSchema = z.strictObject({
  title: textSchema,
  text: richTextSchema,
  benefits: z.array(textSchema).default([]),
  /** The consent and privacy text under the form. */
  legal: richTextSchema,
});

export type NewsletterSheet = z.output<typeof newsletterSheetSchema>;

export function loadNewsletterSheet(
  shop: ShopContext,
  options?: ContentOptions,
): Promise<NewsletterSheet | null> {
  return loadContentOrNull(
    shop,
    { component: 'NewsletterSheet', kind: 'newsletterSheet', schema: newsletterSheetSchema },
    options,
  );
}
