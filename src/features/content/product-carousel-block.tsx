import 'server-only';
// A product carousel of the home page: bestsellers (best rated) or new in of a category, or the recommendations around an anchor
// product — as the listing's product tiles, rendered on the server. A failing source is logged and shows nothing.
import { getTranslations } from 'next-intl/server';
import type { Block } from '@/commerce/content/content-blocks';
import { linkHref, linkServed } from '@/commerce/content/link';
import { recommendProducts } from '@/commerce/recommendations/recommend-products';
import { searchProducts } from '@/commerce/search/search-products';
import type { ProductHit } from '@/commerce/search/search-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { findListedCategory } from '@/features/listing/load-category-listing';
import { ProductTile } from '@/features/listing/product-tile';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { tileProducts } from '@/features/listing/tile-product';
import { getDb } from '@/platform/db/database';
import { errorFields, logger } from '@/platform/logging/logger';
import { Carousel } from './carousel';

type CarouselBlock = Extract<Block, { type: 'product-carousel' }>;

async function carouselHits(shop: ShopContext, block: CarouselBlock): Promise<ProductHit[]> {
  if (block.source === 'recommended') {
    if (!block.anchor) return [];
    return (await recommendProducts(await getDb(), shop, 'detail-view', block.anchor, { limit: block.limit })).hits;
  }
  const category = block.category ? await findListedCategory(shop, block.category.split('/')) : null;
  if (!category) return [];
  const result = await searchProducts(shop, {
    categoryId: category.id,
    filters: {},
    sort: block.source === 'new' ? 'newest' : 'rating',
    page: 1,
    pageSize: block.limit,
  });
  return result.hits;
}

export async function ProductCarouselBlock({ block, shop, id }: { block: CarouselBlock; shop: ShopContext; id: string }) {
  let hits: ProductHit[];
  try {
    hits = await carouselHits(shop, block);
  } catch (error) {
    logger().error({ component: 'ProductCarousel', source: block.source, ...errorFields(error) }, 'Error during data fetching');
    return null;
  }
  if (hits.length === 0) return null;
  const t = await getTranslations({ locale: shop.locale, namespace: 'recommendations' });
  const more = block.more && linkServed(block.more.href, shop) ? block.more : undefined;
  return (
    <section aria-labelledby={id} data-carousel={block.source} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id={id} className="text-2xl font-bold">
          {block.title}
        </h2>
        {more && (
          <a href={linkHref(more.href, shop)} className="font-semibold">
            {more.label}
          </a>
        )}
      </div>
      {/* The tiles' wishlist heart and quick view read these namespaces in the browser, as on a listing. */}
      <ClientMessages locale={shop.locale} namespaces={['listing', 'quickView', 'product', 'errors', 'wishlist']}>
        <Carousel previous={t('previous')} next={t('next')}>
          {tileProducts(shop, hits).map((product) => (
            <li key={product.sku} className="carousel-item">
              <ProductTile product={product} />
            </li>
          ))}
        </Carousel>
      </ClientMessages>
    </section>
  );
}
