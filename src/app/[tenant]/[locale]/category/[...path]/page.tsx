import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PromotionBanners } from '@/features/content/promotion-banners';
import { requestClock } from '@/features/shared/page/request-clock';
import { ContentBlocksView } from '@/features/content/content-blocks-view';
import { Breadcrumb } from '@/features/listing/breadcrumb';
import { categoryMetadata } from '@/features/listing/listing-metadata';
import { isVariation, listingHref } from '@/features/listing/listing-params';
import { ListingView } from '@/features/listing/listing-view';
import {
  categoryCrumbs,
  categoryPath,
  isOtherSpelling,
  loadCategoryListing,
  loadCategoryListingSeo,
} from '@/features/listing/load-category-listing';
import { PageLinks } from '@/features/listing/page-links';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';

type Params = Awaited<ShopParams> & { path: string[] };
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: { params: Promise<Params>; searchParams: SearchParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const listing = await loadCategoryListing(shop, (await params).path, await searchParams);
  if (!listing) return {};
  return categoryMetadata(shop, listing.category, listing.search.params, await loadCategoryListingSeo(shop, listing.category));
}

// A category page (/c/<localized path>): the products of the category and everything below it.
export default async function CategoryPage({ params, searchParams }: { params: Promise<Params>; searchParams: SearchParams }) {
  const shop = await pageShop(params);
  const { path } = await params;
  const query = await searchParams;
  const listing = await loadCategoryListing(shop, path, query);
  if (!listing) notFound();
  const { category, search } = listing;
  // A URL with a query renders per request (the plain listing is the cached category-static page): only then may the
  // banners follow the request's clock.
  const now = Object.keys(query).length > 0 ? await requestClock() : shop.now;
  const basePath = categoryPath(shop, category.slugPath);
  if (isOtherSpelling(path, category)) permanentRedirect(listingHref(basePath, search.params));

  const t = await getTranslations('listing');
  const footer = await getTranslations('footer');
  const seo = await loadCategoryListingSeo(shop, category);
  const plain = !isVariation(search.params);

  return (
    <div className="flex flex-col gap-2">
      {plain && <PageLinks params={search.params} total={search.result.total} pageSize={search.result.pageSize} basePath={basePath} />}
      <Breadcrumb label={t('breadcrumb')} crumbs={categoryCrumbs(shop, category, t('home'))} />
      <PromotionBanners shop={{ ...shop, now }} target={{ placement: 'listing', categories: category.slugPath.split('/') }} />
      <h1 className="text-3xl font-bold">{category.name}</h1>
      {category.children.length > 0 && (
        <nav aria-label={t('subcategories')}>
          <ul className="flex flex-wrap gap-1">
            {category.children.map((child) => (
              <li key={child.id}>
                <a href={categoryPath(shop, child.slugPath)} className="inline-flex min-h-6 items-center rounded border border-line px-2 text-ink no-underline hover:border-ink">
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingView shop={shop} basePath={basePath} categoryId={category.id} search={search} empty={<p className="py-3">{t('emptyCategory')}</p>} />
      {seo?.blocks && plain && search.params.page === 1 && (
        <ContentBlocksView
          blocks={seo.blocks}
          shop={shop}
          labels={{ customerServiceHours: footer('customerServiceHours'), orderLineHours: footer('orderLineHours'), phone: footer('phone') }}
        />
      )}
    </div>
  );
}
