// CMS pages (SPEC §2, §7: '{locale}/{path}' in a flat JSON format): the home page, service-help and legal pages,
// landing pages. The path is the public path without the locale prefix; '/' is the home page.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { blocksSchema, textSchema } from './content-blocks';
import { loadContent, type ContentOptions, type ContentResult } from './load-content';

export const cmsPageSchema = z.strictObject({
  title: textSchema,
  /** The meta description. */
  description: textSchema.max(320),
  blocks: blocksSchema,
  /** Keeps thin pages (campaign leftovers, previews) out of search engines. */
  noindex: z.boolean().default(false),
});

export type CmsPage = z.output<typeof cmsPageSchema>;

const homeFile = 'index';

/** The page file name of a public path: '/' → 'index', '/service-hilfe/agb/' → 'service-hilfe/agb'. */
export function cmsPageFile(path: string | readonly string[]): string {
  const segments = (typeof path === 'string' ? path.split('/') : path).filter(Boolean);
  // "/index" would be a second URL of the home page.
  if (segments.length === 1 && segments[0] === homeFile) return '';
  return segments.length === 0 ? homeFile : segments.join('/');
}

export function loadCmsPage(
  shop: ShopContext,
  path: string | readonly string[],
  options?: ContentOptions,
): Promise<ContentResult<CmsPage>> {
  const file = cmsPageFile(path);
  if (file === '') return Promise.resolve({ status: 'not-found' });
  return loadContent(
    shop,
    { component: 'CmsPage', kind: 'page', params: { path: file }, schema: cmsPageSchema },
    options,
  );
}
