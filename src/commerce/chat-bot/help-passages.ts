// The shop's help content as passages for the chat bot: every CMS page of the service-help area that the area's own
// pages and the service-flyout menu link to (so the same works for CONTENT_DIR and CONTENT_BASE_URL, which cannot be
// listed), and the service-layer snippets. A page becomes one passage per heading section and one per FAQ item.
import { loadCmsPage } from '@/commerce/content/cms-page';
import type { Block, RichText } from '@/commerce/content/content-blocks';
import { linkHref, type LinkTarget } from '@/commerce/content/link';
import type { ContentOptions } from '@/commerce/content/load-content';
import { loadServiceFlyoutMenu } from '@/commerce/content/menu';
import { loadServiceLayer } from '@/commerce/content/service-layer';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { internalPath, localePrefix, matchRoute, slugPattern } from '@/platform/routing/router';
import type { HelpPassage } from './help-index';

/** The service-layer snippets the bot reads (SPEC §7); they have no page, so they link to the page they point to. */
export const helpServiceLayers = ['delivery', 'instalments'] as const;

/** Pages a shopper reads last: the legal texts say the same as the help pages, in lawyers' words. */
const legalPages = ['/legal/terms', '/legal/privacy', '/legal/imprint'] as const;
const LEGAL_RANK = 0.7;

/** A bound on the pages one index reads, so a link loop in the content cannot make it read forever. */
const MAX_PAGES = 60;

export function richTextOf(text: RichText): string {
  if (typeof text === 'string') return text;
  // Strong runs are trimmed by the schema ("Standardversand:" before "5,95 €"): a space after their punctuation.
  return text
    .map((part) => (typeof part === 'string' ? part : part.text))
    .reduce((joined, part) => (/[:;,.]$/.test(joined) && /^[\p{L}\p{N}]/u.test(part) ? `${joined} ${part}` : joined + part), '');
}

/** A page's or snippet's blocks as passages: each heading opens a section, each FAQ item is a passage of its own. */
export function passagesOfBlocks(title: string, href: string, blocks: readonly Block[]): HelpPassage[] {
  const passages: HelpPassage[] = [];
  let heading: string | undefined;
  let texts: string[] = [];
  const flush = () => {
    if (texts.length > 0) passages.push({ title, ...(heading ? { heading } : {}), text: texts.join(' '), href });
    texts = [];
  };
  for (const block of blocks) {
    switch (block.type) {
      case 'heading':
        flush();
        heading = block.text;
        break;
      case 'paragraph':
      case 'notice':
        texts.push(richTextOf(block.text));
        break;
      case 'list':
        texts.push(block.items.map((item) => richTextOf(item).trim()).join('; '));
        break;
      case 'faq':
        for (const item of block.items)
          passages.push({ title, heading: item.question, text: richTextOf(item.answer), href });
        break;
      default:
        // Link lists, teasers and the contact box are navigation, not answers.
        break;
    }
  }
  flush();
  return passages;
}

/** Every link target a page's blocks name. */
function linksOf(blocks: readonly Block[]): LinkTarget[] {
  const found: LinkTarget[] = [];
  const inline = (text: RichText) => {
    if (typeof text !== 'string') for (const part of text) if (typeof part !== 'string' && 'href' in part) found.push(part.href);
  };
  for (const block of blocks) {
    if (block.type === 'paragraph' || block.type === 'notice') inline(block.text);
    else if (block.type === 'list') block.items.forEach(inline);
    else if (block.type === 'faq') block.items.forEach((item) => inline(item.answer));
    else if (block.type === 'link-list') found.push(...block.links.map((l) => l.href));
    else if (block.type === 'teaser') found.push(block.cta.href);
    else if (block.type === 'teaser-grid') found.push(...block.items.map((i) => i.href));
  }
  return found;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The CMS page file (public path without prefix, e.g. 'service-hilfe/agb') a link leads to when it is a content page
 * of the service-help area, else null (account pages, forms, other shop pages, external links).
 */
export function helpPageOf(target: LinkTarget, shop: ShopContext): string | null {
  const path =
    target.kind === 'route' ? slugPattern(target.route, shop.locale) : target.kind === 'path' ? target.path.split(/[?#]/)[0]! : null;
  if (path === null) return null;
  const service = segmentsOf(slugPattern('/service', shop.locale))[0];
  const segments = segmentsOf(path);
  if (segments[0] !== service) return null;
  const match = matchRoute(path, shop.locale);
  if (!match || !internalPath(match, path).startsWith('/content/')) return null;
  return segments.join('/');
}

function pageHref(shop: ShopContext, file: string): string {
  return `${localePrefix(shop.locale, shop.tenant.locales)}/${file}`;
}

/** Reads the service-help pages and service layers of a shop and cuts them into passages. */
export async function loadHelpPassages(shop: ShopContext, options?: ContentOptions): Promise<HelpPassage[]> {
  const root = segmentsOf(slugPattern('/service', shop.locale)).join('/');
  const menu = await loadServiceFlyoutMenu(shop, options);
  const queue = [root, ...(menu?.groups.flatMap((g) => g.links.map((l) => helpPageOf(l.href, shop))) ?? [])].filter(
    (file): file is string => file !== null,
  );
  const seen = new Set<string>();
  const passages: HelpPassage[] = [];
  while (queue.length > 0 && seen.size < MAX_PAGES) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const page = await loadCmsPage(shop, file, options);
    if (page.status !== 'found') continue;
    const rank = legalPages.some((route) => slugPattern(route, shop.locale) === `/${file}`) ? LEGAL_RANK : 1;
    const found = passagesOfBlocks(page.value.title, pageHref(shop, file), page.value.blocks);
    passages.push(...(rank === 1 ? found : found.map((p) => ({ ...p, rank }))));
    for (const target of linksOf(page.value.blocks)) {
      const next = helpPageOf(target, shop);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  for (const identifier of helpServiceLayers) {
    const layer = await loadServiceLayer(shop, identifier, options);
    if (!layer) continue;
    // The page the snippet points to, else the service-help start page.
    const target = linksOf(layer.blocks).find((t) => helpPageOf(t, shop) !== null);
    const href = target ? linkHref(target, shop).split(/[?#]/)[0]! : pageHref(shop, root);
    passages.push(...passagesOfBlocks(layer.title, href, layer.blocks));
  }
  return passages;
}
