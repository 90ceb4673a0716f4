// SEO texts per category (SPEC §7: SEO files per category): title, meta description and an optional text block.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { blocksSchema, textSchema } from './content-blocks';
import { loadContentOrNull, type ContentOptions } from './load-content';

export const categorySeoSchema = z.strictObject({
  title: textSchema.max(70),
  description: textSchema.max(320),
  /** Shown below the product list. */
  blocks: blocksSchema.optional(),
});

export type CategorySeo = z.output<typeof categorySeoSchema>;

/** `category` is the category's slug, e.g. 'damen' or 'moebel'. */
export function loadCategorySeo(
  shop: ShopContext,
  category: string,
  options?: ContentOptions,
): Promise<CategorySeo | null> {
  return loadContentOrNull(
    shop,
    { component: 'CategorySeo', kind: 'categorySeo', params: { category }, schema: categorySeoSchema },
    options,
  );
}
