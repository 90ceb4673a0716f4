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

/** Inline text with its links resolved for the shop's language, as the sheet receives it in the browser. */
export type SheetPart = string | { text: string; href?: string; strong?: boolean };

/** What GET /api/newsletter/sheet answers: the sheet's texts and the messages of its form. */
export interface SheetData {
  title: string;
  text: SheetPart[];
  benefits: string[];
  legal: SheetPart[];
  messages: Record<string, unknown>;
}
