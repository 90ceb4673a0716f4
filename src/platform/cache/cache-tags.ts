// The tags of the shop's cached pages, named once (ARCHITECTURE.md: `product:<sku>`, `category:<id>`,
// `content:<path>`). Pages attach them while rendering (tag-cached-page.ts); whoever changes the data revalidates
// them (revalidate-tags.ts). A tag names the thing, not a tenant: the seed gives a product the same sku in every
// shop, and revalidating a page of another shop only re-renders it.
import { createHash } from 'node:crypto';

/** Next.js ignores longer tags. */
const MAX_TAG_LENGTH = 256;

function tag(kind: string, key: string): string {
  if (key === '') throw new RangeError(`Cache tag ${kind} needs a key`);
  const value = `${kind}:${key}`;
  // A content path may be up to 512 characters: such a key is tagged by its digest, the same on both ends.
  return value.length <= MAX_TAG_LENGTH ? value : `${kind}:#${createHash('sha256').update(key).digest('hex')}`;
}

export const cacheTags = {
  /** The product page of one sku. */
  product: (sku: string) => tag('product', sku),
  /** The cached listing of one category (it shows the products of the category and of every category below). */
  category: (categoryId: string) => tag('category', categoryId),
  /** Everything rendered from one content file, by its path in the content tree (`de/de-DE/pages/agb.json`). */
  content: (contentPath: string) => tag('content', contentPath),
};

/**
 * The tags a change of these products makes stale: each product's page, and the listing of every category given
 * and of every category above it. Category ids come as id paths, root first ("damen/damen-schuhe/…").
 */
export function productChangeTags(skus: readonly string[], categoryIdPaths: readonly string[]): string[] {
  const tags = new Set(skus.map(cacheTags.product));
  for (const idPath of categoryIdPaths)
    for (const id of idPath.split('/').filter(Boolean)) tags.add(cacheTags.category(id));
  return [...tags];
}
