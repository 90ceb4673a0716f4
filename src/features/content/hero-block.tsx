// The home page's hero: the stage picture (the page's LCP element, preloaded at the size it shows) beside the
// promotion's words and call to action. A promotion code adds its title as a badge while it runs.
import { preload } from 'react-dom';
import type { Block } from '@/commerce/content/content-blocks';
import { editorialSrcSet } from '@/commerce/content/editorial-media';
import { linkHref, linkServed } from '@/commerce/content/link';
import { loadPromotion } from '@/commerce/content/promotion';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { EditorialImg } from './editorial-img';

type HeroBlock = Extract<Block, { type: 'hero' }>;

const SIZES = '(min-width: 1440px) 840px, (min-width: 768px) 60vw, 100vw';

export async function HeroBlock({ block, shop }: { block: HeroBlock; shop: ShopContext }) {
  const promotion = block.promotion ? await loadPromotion(shop, block.promotion) : null;
  const srcSet = editorialSrcSet(block.picture.src);
  preload(block.picture.src, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: srcSet ? SIZES : undefined });
  return (
    <section className="grid overflow-hidden rounded border border-line bg-surface md:grid-cols-[2fr_3fr]">
      <div className="order-2 flex flex-col items-start justify-center gap-1 p-3 md:order-1 md:p-4">
        {promotion && (
          <p className="rounded bg-brand px-1 py-0.5 text-sm font-bold text-on-brand" data-promotion={promotion.code}>
            {promotion.title}
          </p>
        )}
        {block.eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-muted">{block.eyebrow}</p>}
        <h2 className="text-3xl font-bold md:text-4xl">{block.title}</h2>
        {block.text && <p className="max-w-prose text-lg">{block.text}</p>}
        {linkServed(block.cta.href, shop) && (
          <a
            href={linkHref(block.cta.href, shop)}
            className="mt-1 inline-flex min-h-6 items-center rounded bg-brand px-3 py-1 font-semibold text-on-brand no-underline hover:underline"
          >
            {block.cta.label}
          </a>
        )}
      </div>
      <EditorialImg picture={block.picture} sizes={SIZES} priority className="order-1 aspect-[2/1] h-auto w-full object-cover md:order-2 md:h-full" />
    </section>
  );
}
