// A CMS page's blocks with the page-level ones (hero, category tiles, product carousels, brand strip, snippets and
// the banner slot) between the text blocks; runs of text blocks render as ContentBlocksView renders them anywhere.
import type { Block } from '@/commerce/content/content-blocks';
import { loadSnippet } from '@/commerce/content/snippets';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { BrandStripBlock } from './brand-strip-block';
import { CategoryTilesBlock } from './category-tiles-block';
import { ContentBlocksView, isTextBlock, type ContentLabels } from './content-blocks-view';
import { HeroBlock } from './hero-block';
import { ProductCarouselBlock } from './product-carousel-block';
import { PromotionBanners } from './promotion-banners';

async function SnippetBlock({ snippetKey, shop, labels }: { snippetKey: string; shop: ShopContext; labels: ContentLabels }) {
  const blocks = await loadSnippet(shop, snippetKey);
  return blocks ? <ContentBlocksView blocks={blocks} shop={shop} labels={labels} /> : null;
}

function PageBlock({ block, shop, labels, id }: { block: Block; shop: ShopContext; labels: ContentLabels; id: string }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} shop={shop} />;
    case 'category-tiles':
      return <CategoryTilesBlock block={block} shop={shop} id={id} />;
    case 'product-carousel':
      return <ProductCarouselBlock block={block} shop={shop} id={id} />;
    case 'brand-strip':
      return <BrandStripBlock block={block} shop={shop} id={id} />;
    case 'snippet':
      return <SnippetBlock snippetKey={block.key} shop={shop} labels={labels} />;
    case 'banner-slot':
      return <PromotionBanners shop={shop} target={{ placement: 'home' }} />;
    default:
      return <ContentBlocksView blocks={[block]} shop={shop} labels={labels} />;
  }
}

export function PageBlocksView({ blocks, shop, labels }: { blocks: Block[]; shop: ShopContext; labels: ContentLabels }) {
  // Consecutive text blocks stay together (one column, their own spacing).
  const runs: (Block | Block[])[] = [];
  for (const block of blocks) {
    const last = runs.at(-1);
    if (isTextBlock(block) && Array.isArray(last)) last.push(block);
    else runs.push(isTextBlock(block) ? [block] : block);
  }
  return (
    <div className="flex flex-col gap-4">
      {runs.map((run, i) =>
        Array.isArray(run) ? (
          <ContentBlocksView key={i} blocks={run} shop={shop} labels={labels} />
        ) : (
          <PageBlock key={i} block={run} shop={shop} labels={labels} id={`block-${i}`} />
        ),
      )}
    </div>
  );
}
