// Content blocks as a client outside our pages receives them (the service-layer API): every link resolved to its href
// in the shop's language, a link to a page the shop does not serve left out (running text keeps its words), and the
// service-contact block filled with the tenant's phone and hours, so the JSON needs no routing table or tenant config.
import type { HoursRule } from '@/commerce/tenant/tenants';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Block, RichText } from './content-blocks';
import { linkHref, linkServed, type LinkTarget } from './link';

export type PublishedInline = string | { text: string; strong: true } | { text: string; href: string };
export type PublishedRichText = string | PublishedInline[];

type BlockOf<Type extends Block['type']> = Extract<Block, { type: Type }>;

export type PublishedBlock =
  | BlockOf<'heading'>
  | { type: 'paragraph'; text: PublishedRichText }
  | { type: 'list'; ordered: boolean; items: PublishedRichText[] }
  | { type: 'link-list'; title?: string; links: { label: string; href: string; description?: string }[] }
  | Omit<BlockOf<'teaser'>, 'cta'> & { cta: { label: string; href: string } }
  | { type: 'teaser-grid'; title?: string; items: (Omit<BlockOf<'teaser-grid'>['items'][number], 'href'> & { href: string })[] }
  | { type: 'faq'; title?: string; items: { question: string; answer: PublishedRichText }[] }
  | { type: 'notice'; tone: BlockOf<'notice'>['tone']; text: PublishedRichText }
  | {
      type: 'service-contact';
      title?: string;
      phone: string;
      timeZone: string;
      hours: { customerService: HoursRule[]; orderLine: HoursRule[] };
    };

export function publishRichText(value: RichText, shop: ShopContext): PublishedRichText {
  if (typeof value === 'string') return value;
  return value.map((part) =>
    typeof part === 'string' || !('href' in part)
      ? part
      : linkServed(part.href, shop)
        ? { text: part.text, href: linkHref(part.href, shop) }
        : part.text,
  );
}

/** Blocks without anything left to show (every link unserved) are dropped, as the page view drops them. */
export function publishBlocks(blocks: Block[], shop: ShopContext): PublishedBlock[] {
  const served = <T extends { href: LinkTarget }>(items: T[]) =>
    items.filter((item) => linkServed(item.href, shop)).map((item) => ({ ...item, href: linkHref(item.href, shop) }));
  return blocks.flatMap((block): PublishedBlock[] => {
    switch (block.type) {
      case 'heading':
        return [block];
      case 'paragraph':
      case 'notice':
        return [{ ...block, text: publishRichText(block.text, shop) }];
      case 'list':
        return [{ ...block, items: block.items.map((item) => publishRichText(item, shop)) }];
      case 'link-list': {
        const links = served(block.links);
        return links.length > 0 ? [{ ...block, links }] : [];
      }
      case 'teaser':
        return linkServed(block.cta.href, shop)
          ? [{ ...block, cta: { label: block.cta.label, href: linkHref(block.cta.href, shop) } }]
          : [];
      case 'teaser-grid': {
        const items = served(block.items);
        return items.length > 0 ? [{ ...block, items }] : [];
      }
      case 'faq':
        return [{ ...block, items: block.items.map((item) => ({ ...item, answer: publishRichText(item.answer, shop) })) }];
      case 'hero':
      case 'category-tiles':
      case 'product-carousel':
      case 'brand-strip':
      case 'snippet':
      case 'banner-slot':
        // Page-level blocks belong to the shop's own pages; a service layer has none of them.
        return [];
      case 'service-contact':
        return [
          {
            ...block,
            phone: shop.tenant.phone,
            timeZone: shop.tenant.timeZone,
            hours: shop.tenant.hours,
          },
        ];
    }
  });
}
