// Small texts editors change without a release (SPEC §7: snippets): key → rich text blocks.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { blocksSchema, type Block } from './content-blocks';
import { loadContentOrNull, type ContentOptions } from './load-content';

export const snippetsSchema = z.strictObject({
  snippets: z.record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case keys'), blocksSchema),
});

export type Snippets = z.output<typeof snippetsSchema>['snippets'];

export async function loadSnippets(shop: ShopContext, options?: ContentOptions): Promise<Snippets | null> {
  const content = await loadContentOrNull(
    shop,
    { component: 'Snippets', kind: 'snippets', schema: snippetsSchema },
    options,
  );
  return content?.snippets ?? null;
}

/** One snippet; null when the file or the key is absent. */
export async function loadSnippet(
  shop: ShopContext,
  key: string,
  options?: ContentOptions,
): Promise<Block[] | null> {
  const snippets = await loadSnippets(shop, options);
  return snippets && Object.hasOwn(snippets, key) ? (snippets[key] ?? null) : null;
}
