// Renders the typed blocks of a CMS page (src/commerce/content/content-blocks.ts).
import type { Block } from '@/commerce/content/content-blocks';
import { linkHref, linkServed } from '@/commerce/content/link';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { OfficeHours } from '@/features/shell/office-hours';
import { RichText } from './rich-text';

/** Blocks that render anywhere (pages, snippets, service layers); the others are page-level (page-blocks-view.tsx). */
const pageLevelTypes = new Set<Block['type']>(['hero', 'category-tiles', 'product-carousel', 'brand-strip', 'snippet', 'banner-slot']);

export function isTextBlock(block: Block): boolean {
  return !pageLevelTypes.has(block.type);
}

export interface ContentLabels {
  customerServiceHours: string;
  orderLineHours: string;
  phone: string;
}

export function ContentBlocksView({
  blocks,
  shop,
  labels,
}: {
  blocks: Block[];
  shop: ShopContext;
  labels: ContentLabels;
}) {
  const href = (target: Parameters<typeof linkHref>[0]) => linkHref(target, shop);
  return (
    <div className="flex max-w-[72rem] flex-col gap-2">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={i} className="mt-2 text-2xl font-bold">
                {block.text}
              </h2>
            ) : (
              <h3 key={i} className="mt-1 text-xl font-semibold">
                {block.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={i} className="max-w-prose">
                <RichText value={block.text} shop={shop} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={i} className={`max-w-prose pl-3 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <RichText value={item} shop={shop} />
                  </li>
                ))}
              </List>
            );
          }
          case 'link-list':
            return (
              <section key={i} aria-label={block.title}>
                {block.title && <h2 className="mb-1 text-xl font-semibold">{block.title}</h2>}
                <ul className="grid gap-1 md:grid-cols-2">
                  {block.links
                    .filter((link) => linkServed(link.href, shop))
                    .map((link) => (
                      <li key={link.label} className="rounded border border-line p-2">
                        <a href={href(link.href)} className="font-semibold">
                          {link.label}
                        </a>
                        {link.description && <p className="text-sm text-muted">{link.description}</p>}
                      </li>
                    ))}
                </ul>
              </section>
            );
          case 'teaser':
            // A teaser is its call to action: without a page to lead to, it is left out.
            if (!linkServed(block.cta.href, shop)) return null;
            return (
              <section
                key={i}
                className={`rounded p-3 ${block.variant === 'hero' ? 'bg-brand text-on-brand' : 'border border-line bg-surface'}`}
              >
                {block.eyebrow && (
                  <p className="text-sm font-semibold uppercase tracking-wide">{block.eyebrow}</p>
                )}
                <h2 className={`${block.variant === 'hero' ? 'text-3xl' : 'text-2xl'} font-bold`}>
                  {block.title}
                </h2>
                {block.text && <p className="mt-1 max-w-prose">{block.text}</p>}
                <a
                  href={href(block.cta.href)}
                  className={`mt-2 inline-block rounded px-3 py-1 font-semibold no-underline ${block.variant === 'hero' ? 'bg-page text-ink' : 'bg-brand text-on-brand'}`}
                >
                  {block.cta.label}
                </a>
              </section>
            );
          case 'teaser-grid':
            return (
              <section key={i} aria-label={block.title}>
                {block.title && <h2 className="mb-1 text-2xl font-bold">{block.title}</h2>}
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
                  {block.items
                    .filter((item) => linkServed(item.href, shop))
                    .map((item) => (
                      <li key={item.title} className="rounded border border-line bg-surface p-2">
                        <a href={href(item.href)} className="text-lg font-semibold">
                          {item.title}
                        </a>
                        {item.text && <p className="text-sm text-muted">{item.text}</p>}
                      </li>
                    ))}
                </ul>
              </section>
            );
          case 'faq':
            return (
              <section key={i} aria-label={block.title}>
                {block.title && <h2 className="mb-1 text-2xl font-bold">{block.title}</h2>}
                {block.items.map((item) => (
                  <details key={item.question} className="border-b border-line py-1">
                    <summary className="cursor-pointer font-semibold">{item.question}</summary>
                    <p className="mt-1 max-w-prose">
                      <RichText value={item.answer} shop={shop} />
                    </p>
                  </details>
                ))}
              </section>
            );
          case 'notice':
            return (
              <p
                key={i}
                className={`max-w-prose rounded border-l-4 bg-surface p-2 ${block.tone === 'warning' ? 'border-danger' : 'border-brand'}`}
              >
                <RichText value={block.text} shop={shop} />
              </p>
            );
          case 'service-contact':
            return (
              <section
                key={i}
                aria-label={block.title ?? labels.phone}
                className="rounded border border-line p-2"
              >
                {block.title && <h2 className="mb-1 text-xl font-semibold">{block.title}</h2>}
                <p>
                  {labels.phone}:{' '}
                  <a href={`tel:${shop.tenant.phone.replaceAll(' ', '')}`}>{shop.tenant.phone}</a>
                </p>
                <div className="mt-1 grid gap-2 md:grid-cols-2">
                  <OfficeHours
                    title={labels.customerServiceHours}
                    rules={shop.tenant.hours.customerService}
                    locale={shop.locale}
                  />
                  <OfficeHours
                    title={labels.orderLineHours}
                    rules={shop.tenant.hours.orderLine}
                    locale={shop.locale}
                  />
                </div>
              </section>
            );
          default:
            // Page-level blocks (hero, carousels, …) render only on CMS pages, through PageBlocksView.
            return null;
        }
      })}
    </div>
  );
}
