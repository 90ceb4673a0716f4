// Where each content kind of SPEC §7 lives, per tenant and locale. The same relative path is read below CONTENT_DIR
// or CONTENT_BASE_URL; docs/content.md describes the layout.
import type { ShopContext } from '@/commerce/tenant/shop-context';

export const contentPathTemplates = {
  navigation: '{tenant}/{locale}/navigation.json',
  usp: '{tenant}/{locale}/usp.json',
  menu: '{tenant}/{locale}/menus/{identifier}.json',
  snippets: '{tenant}/{locale}/snippets.json',
  page: '{tenant}/{locale}/pages/{path}.json',
  promotion: '{tenant}/{locale}/promotions/{code}.json',
  emptyPromotion: '{tenant}/{locale}/promotion-empty.json',
  banners: '{tenant}/{locale}/banners.json',
  newsletterSheet: '{tenant}/{locale}/newsletter-sheet.json',
  serviceLayer: '{tenant}/{locale}/service-layer/{identifier}.json',
  categorySeo: '{tenant}/{locale}/seo/{category}.json',
  survey: '{tenant}/{locale}/surveys/{identifier}.json',
  vouchers: '{tenant}/{locale}/vouchers.json',
} as const;

export type ContentKind = keyof typeof contentPathTemplates;
export type ContentPathParams = Partial<Record<'identifier' | 'code' | 'category' | 'path', string>>;

/** One lowercase slug segment: what identifiers, codes, categories and CMS path segments may be. */
export const contentSlugPattern = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
const maxPathSegments = 8;

/**
 * The relative path of a content file, or null when a parameter (often from a URL) is no plain slug, so nobody
 * asks the source for a path it would refuse.
 */
export function contentPath(
  kind: ContentKind,
  shop: ShopContext,
  params: ContentPathParams = {},
): string | null {
  let valid = true;
  const filled = contentPathTemplates[kind].replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'tenant') return shop.tenant.key;
    if (name === 'locale') return shop.locale;
    const value = params[name as keyof ContentPathParams];
    if (value === undefined) throw new Error(`Content path of ${kind} needs the parameter ${name}`);
    const segments = name === 'path' ? value.split('/') : [value];
    if (segments.length > maxPathSegments || !segments.every((s) => contentSlugPattern.test(s))) valid = false;
    return value;
  });
  return valid ? filled : null;
}

/**
 * Where the draft of a content file lives (decision 0045): the same relative path below `drafts/` of its tenant and
 * locale, e.g. `de/de-DE/drafts/pages/service-hilfe.json`. Only the content preview reads it.
 */
export function draftContentPath(publishedPath: string): string {
  const [tenant, locale, ...rest] = publishedPath.split('/');
  return [tenant, locale, 'drafts', ...rest].join('/');
}
